// React aliased to preact/compat (issue 8): what `build.mjs --preact` bundles, and what
// `npm run test:preact` resolves (scripts/preact-hook.mjs). Subpaths are listed explicitly:
// react-dom/client lives at preact/compat/client.
export const PREACT_ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};
