// `node --import ./scripts/preact-loader.mjs`: TypeScript and .graphql as usual (scripts/node-loader.mjs),
// with react aliased to preact/compat as the Preact build, for ES modules (scripts/preact-hook.mjs) and
// for require() (scripts/preact-aliasing.mjs), to run a screen test file on Preact from its source.
import { register } from "node:module";
import "./node-loader.mjs";
import "./preact-aliasing.mjs";

register("./preact-hook.mjs", import.meta.url);
