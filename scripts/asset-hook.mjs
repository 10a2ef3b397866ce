// Node module hook, as esbuild's loaders do in the browser build: a `.graphql` import is its file's
// text as the default export; a `.css` import (a stylesheet a lazy chunk brings along) is nothing.
import { readFile } from "node:fs/promises";

export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  if (!url.endsWith(".graphql")) return nextLoad(url, context);
  const text = await readFile(new URL(url), "utf8");
  return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
