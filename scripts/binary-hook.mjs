// Node module hook: a `.ttf` import is its file's bytes (a Uint8Array) as the default export, exactly as
// esbuild's binary loader makes it in the browser build (build.mjs), so the PDF font loads one way in both.
export async function load(url, context, nextLoad) {
  if (!url.endsWith(".ttf")) return nextLoad(url, context);
  const source = `import { readFileSync } from "node:fs";
export default new Uint8Array(readFileSync(new URL(${JSON.stringify(url)})));`;
  return { format: "module", source, shortCircuit: true };
}
