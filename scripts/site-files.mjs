// The files written around the bundle: index.html (with the runtime config, D136) and, in watch mode,
// the live-reload client. Used by build.mjs; no esbuild here, only its metafile.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staticImports } from "./metafile-graph.mjs";
import { INSTALL_FILES, installLinks, writeInstallFiles } from "./pwa/install-files.mjs";
import { precacheFiles, renderWorker, WORKER_FILE } from "./pwa/offline-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The page's entry; scripts/bundle-report.mjs counts the same first load. */
export const ENTRY = "src/main.tsx";
export const LIVE_RELOAD_FILE = "live-reload.js";
/** The id of index.html's config block; src/config/config.ts reads the same. */
const CONFIG_ELEMENT_ID = "app-config";

const DEMO_STYLES = "src/features/demo/demo.css";
/** What the demo starts beside the app (src/main.tsx imports it lazily, the demo only). */
const DEMO_PROVIDER = "mocks/browser.ts";

/** The app itself, which the entry imports once it has started the demo's provider (D118). */
export const APP_ROOT = "src/app/root.tsx";

/** The output of `entryPoint` (an entry, or a module imported lazily), or undefined. */
const outputOf = (metafile, entryPoint) =>
  Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === entryPoint);

/**
 * What the page preloads (D89): every chunk the entry imports, the app it loads at once (D118) with
 * every chunk that imports, and in a demo build the fake provider with every chunk it imports, which
 * boot starts first. Asked for as the page is read, they arrive (and compile) while the entry does.
 * Lazy screens are not preloaded: which one is used depends on the route and on being signed in.
 */
function modulePreloads(metafile, entry, demo) {
  const files = staticImports(metafile, entry);
  const lazyParts = [
    [APP_ROOT, true],
    [DEMO_PROVIDER, demo],
  ];
  for (const [entryPoint, wanted] of lazyParts) {
    if (!wanted) continue;
    const part = outputOf(metafile, entryPoint);
    if (!part) throw new Error(`build: no output for ${entryPoint} in the metafile`);
    files.add(part);
    staticImports(metafile, part, files);
  }
  files.delete(entry);
  return [...files];
}

/** The entry's script and the stylesheets a page links: the app's, then the demo toolkit's in a demo build. */
function entryOutputs(metafile, demo) {
  const outputs = Object.entries(metafile.outputs);
  const output = (entryPoint) => outputs.find(([, o]) => o.entryPoint === entryPoint);
  const entry = output(ENTRY);
  if (!entry) throw new Error(`build: no output for ${ENTRY} in the metafile`);
  const demoStyles = output(DEMO_STYLES);
  if (demo && !demoStyles) throw new Error(`build: no output for ${DEMO_STYLES} in the metafile`);
  const css = [entry[1].cssBundle, demo && demoStyles[0]].filter(Boolean);
  return { js: entry[0], css, preloads: modulePreloads(metafile, entry[0], demo) };
}

/** index.html: the runtime config first (a JSON block the entry reads, D136), then the module entry. */
export function renderIndexHtml({ metafile, outdir, base, demo = false, liveReload = false }) {
  const rel = (file) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join("/");
  const { js, css, preloads } = entryOutputs(metafile, demo);
  const lines = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<base href="${base}">`,
    "<title>Stock Sense</title>",
    ...installLinks(),
    ...css.map((file) => `<link rel="stylesheet" href="${rel(file)}">`),
    renderConfigBlock({ demo, base }),
    `<script type="module" src="${rel(js)}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" href="${rel(file)}">`),
    ...(liveReload ? [`<script src="${LIVE_RELOAD_FILE}"></script>`] : []),
    "</head>",
    "<body>",
    "<noscript>Stock Sense needs JavaScript. Please enable it and reload the page.</noscript>",
    '<div id="root"></div>',
    "</body>",
    "</html>",
    "",
  ];
  return lines.join("\n");
}

/**
 * The runtime config, the only part of the page that differs between production and demo: a JSON data
 * block in index.html (D136), which a deployer may edit, read by src/config/config.ts. A block, not a
 * file of its own: a file costs every load a request the page waits for (index.html is fetched anyway),
 * and a data block is never run, so a strict CSP allows it. "<" is escaped so no value ends the element.
 */
function renderConfigBlock({ demo, base }) {
  const config = { apiBase: "/api/", graphqlUrl: "/graphql/", mock: demo, basePath: base };
  const json = JSON.stringify(config, null, 2).replaceAll("<", "\\u003c");
  return `<script id="${CONFIG_ELEMENT_ID}" type="application/json">\n${json}\n</script>`;
}

// The client lives in its own file (a strict CSP forbids inline scripts). `__reload` is the
// server-sent events endpoint of scripts/serve.mjs; relative, so it works under any base.
const LIVE_RELOAD_JS = `new EventSource("__reload").addEventListener("reload", () => location.reload());\n`;

/**
 * Writes index.html, the manifest and icons (D194), and live-reload.js in watch mode, into `outdir`; a
 * production build (not the demo, D125, nor watch mode) also gets its service worker (D193).
 */
export async function writeSiteFiles({ metafile, outdir, base, demo, liveReload }) {
  const put = (name, text) => writeFile(path.join(outdir, name), text);
  const indexHtml = renderIndexHtml({ metafile, outdir, base, demo, liveReload });
  const worker = !demo && !liveReload;
  await Promise.all([
    put("index.html", indexHtml),
    writeInstallFiles({ outdir, base, put }),
    liveReload && put(LIVE_RELOAD_FILE, LIVE_RELOAD_JS),
    worker &&
      put(WORKER_FILE, renderWorker([...precacheFiles(metafile, outdir), ...INSTALL_FILES], indexHtml)),
  ]);
}
