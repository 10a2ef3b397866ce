// react aliased to preact/compat for CommonJS packages such as Testing Library, which require() react-dom
// (Node 20's module hooks skip require), exactly as `build.mjs --preact` does. The Preact lane's bundle
// has the aliases already and bundles the ES module packages that import react (D107); this is for the
// packages it leaves to Node. scripts/preact-loader.mjs adds the ES module hook for a run from source.
import Module from "node:module";
import { ALIASES } from "./preact-hook.mjs";

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, ALIASES[request] ?? request, ...rest);
};
