// `node --import ./scripts/node-loader.mjs`: TypeScript through tsx, and `.graphql` files imported as
// text, exactly as esbuild's text loader does in the browser build. Every Node entry (tests, provider,
// bench) starts through this one file.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./graphql-text-hook.mjs", import.meta.url);
