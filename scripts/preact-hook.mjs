// Node module hook for `npm run test:preact`: the same aliases as `build.mjs --preact`, so the screen
// tests run against preact/compat exactly as the Preact build ships it.
export const ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/test-utils": "preact/test-utils",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(ALIASES[specifier] ?? specifier, context);
}
