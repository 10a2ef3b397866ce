// `node --import ./scripts/preact-loader.mjs`: TypeScript and .graphql as usual (scripts/node-loader.mjs),
// with react aliased to preact/compat as the Preact build (scripts/preact-aliasing.mjs), to run one screen
// test file on Preact from its source.
import "./node-loader.mjs";
import "./preact-aliasing.mjs";
