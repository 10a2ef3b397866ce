// The production build's service worker (D193): the list of the build's own files it keeps, taken from
// esbuild's metafile, written into scripts/pwa/worker.js as sw.js. The demo gets no worker (D125).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WORKER_FILE = "sw.js";
const WORKER_SOURCE = path.join(root, "scripts/pwa/worker.js");
const ENTRY = "src/main.tsx";
/** Lazy parts only a demo page loads (src/main.tsx, src/app/app.tsx): production never asks for them. */
const DEMO_ONLY = new Set(["mocks/browser.ts", "src/features/demo/components/demo-bar.tsx"]);

/**
 * Every output a production page may load, as paths relative to `outdir`: the entry, every chunk it
 * imports at once or lazily (each screen, so a screen never opened before opens with no signal), their
 * stylesheets and files; not the demo's parts, source maps or licence texts.
 */
export function precacheFiles(metafile, outdir) {
  const rel = (file) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join("/");
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENTRY);
  if (!entry) throw new Error(`build: no output for ${ENTRY} in the metafile`);
  const seen = new Set();
  const visit = (file) => {
    const output = outputs[file];
    if (seen.has(file) || !output || DEMO_ONLY.has(output.entryPoint)) return;
    seen.add(file);
    if (output.cssBundle) seen.add(output.cssBundle);
    for (const { path: imported, external } of output.imports) if (!external) visit(imported);
  };
  visit(entry);
  return [...seen].map(rel).sort();
}

/**
 * sw.js: the worker with its list. The cache's name is a hash of the list and of index.html (which a
 * deployer may edit, D136): a new deploy is a new worker, which the browser installs on the next load.
 */
export function renderWorker(files, indexHtml) {
  const version = createHash("sha256").update(files.join("\n")).update(indexHtml).digest("hex").slice(0, 12);
  const head = `const VERSION = "${version}";\nconst FILES = ${JSON.stringify(["./", ...files])};\n`;
  return head + readFileSync(WORKER_SOURCE, "utf8");
}
