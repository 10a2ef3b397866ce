// react aliased to preact/compat at run time, exactly as `build.mjs --preact` does, for ES modules
// (scripts/preact-hook.mjs) and for CommonJS packages such as Testing Library, which require() react-dom
// (Node 20's hooks skip require). The Preact lane's bundle has the aliases already (D107); packages stay
// outside it, and this is for them.
import Module, { register } from "node:module";
import { ALIASES } from "./preact-hook.mjs";

register("./preact-hook.mjs", import.meta.url);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, ALIASES[request] ?? request, ...rest);
};
