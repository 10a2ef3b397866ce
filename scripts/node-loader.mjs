// `node --import ./scripts/node-loader.mjs`: TypeScript through tsx, and `.graphql` files imported as
// text and `.css` files as nothing, as esbuild does in the browser build. Every Node entry (tests, provider,
// bench) starts through this one file.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./asset-hook.mjs", import.meta.url);
