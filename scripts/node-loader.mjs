// `node --import ./scripts/node-loader.mjs`: TypeScript through tsx, `.graphql` files imported as text and
// `.ttf` files as bytes, exactly as esbuild's text and binary loaders do in the browser build. Every Node entry (tests, provider,
// bench) starts through this one file.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("./graphql-text-hook.mjs", import.meta.url);
register("./binary-hook.mjs", import.meta.url);
