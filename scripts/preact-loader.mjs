// `node --import ./scripts/preact-loader.mjs`: TypeScript and .graphql as usual, with react aliased to
// preact/compat exactly as `build.mjs --preact` does, for ES modules (scripts/preact-hook.mjs) and for
// CommonJS packages such as Testing Library, which require() react-dom (Node 20's hooks skip require).
import Module, { register } from "node:module";
import "./node-loader.mjs";
import { ALIASES } from "./preact-hook.mjs";

register("./preact-hook.mjs", import.meta.url);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, ALIASES[request] ?? request, ...rest);
};
