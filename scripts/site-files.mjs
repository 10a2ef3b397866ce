// The files written around the bundle: index.html, config.js, the msw worker and, in watch
// mode, the live-reload client. Used by build.mjs; no esbuild here, only its metafile.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The page's entry; scripts/bundle-report.mjs counts the same first load. */
export const ENTRY = "src/main.tsx";
const SW_SOURCE = "node_modules/msw/lib/mockServiceWorker.js";
export const LIVE_RELOAD_FILE = "live-reload.js";

/** Replaces `anchor` in msw's worker; fails the build loudly when msw no longer holds it. */
export function patchWorker(source, anchor, replacement) {
  if (!source.includes(anchor))
    throw new Error(`build: ${SW_SOURCE} no longer holds "${anchor}"; review site-files.mjs`);
  return source.replace(anchor, replacement);
}

// msw's worker unregisters itself when its last client closes. Reloading the demo's only tab races
// that: the new page may start with no worker controlling it, and msw then reloads it once more,
// aborting what it had begun (or it updates a registration on its way out, mswjs/msw#2006). The demo's
// worker stays registered instead; it only answers pages that started mocking.
const SELF_UNREGISTER = "self.registration.unregister()";

// msw's worker hands every request of a mocking page to the page, which runs it past all the
// handlers before letting it through: each script and stylesheet of the build paid a round trip
// through a busy page (issue 15, about 300 ms of a cold load). The build's own files, all under
// assets/ beside the worker, now go straight to the network, before msw sees them.
const NAVIGATE_BYPASS = "if (event.request.mode === 'navigate') {";
const ASSETS_BYPASS = `// The build's files go straight to the network (scripts/site-files.mjs).
  if (event.request.url.startsWith(self.registration.scope + 'assets/')) {
    return
  }

  ${NAVIGATE_BYPASS}`;

/** The installed msw's worker, patched as above; fails loudly if msw changed what is patched. */
export async function workerSource() {
  const source = await readFile(path.join(root, SW_SOURCE), "utf8");
  const kept = patchWorker(source, SELF_UNREGISTER, "/* kept registered (scripts/site-files.mjs) */");
  return patchWorker(kept, NAVIGATE_BYPASS, ASSETS_BYPASS);
}

const DEMO_STYLES = "src/features/demo/demo.css";
/** What the demo starts beside the app (src/main.tsx imports it lazily, the demo only). */
const DEMO_PROVIDER = "mocks/browser.ts";

/**
 * The chunks `file` imports, and theirs, in the order found. The browser learns of each only once it
 * has parsed the chunk importing it: a chain of round trips on a page still busy starting (issue 15).
 */
function staticImports(metafile, file, found = new Set()) {
  for (const { path: imported, kind } of metafile.outputs[file]?.imports ?? [])
    if (kind === "import-statement" && !found.has(imported)) {
      found.add(imported);
      staticImports(metafile, imported, found);
    }
  return found;
}

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

/** index.html: config.js first (classic script, sets window.APP_CONFIG), then the module entry. */
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
    // An empty icon stops the browser asking for /favicon.ico (a 404 in every journey).
    '<link rel="icon" href="data:,">',
    ...css.map((file) => `<link rel="stylesheet" href="${rel(file)}">`),
    '<script src="config.js"></script>',
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

/** The runtime config: the only file that differs between production and demo. */
export function renderConfigJs({ demo, base }) {
  const config = { apiBase: "/api/", graphqlUrl: "/graphql/", mock: demo, basePath: base };
  return `window.APP_CONFIG = ${JSON.stringify(config, null, 2)};\n`;
}

// The client lives in its own file (a strict CSP forbids inline scripts). `__reload` is the
// server-sent events endpoint of scripts/serve.mjs; relative, so it works under any base.
const LIVE_RELOAD_JS = `new EventSource("__reload").addEventListener("reload", () => location.reload());\n`;

/** Writes index.html, config.js, in a demo build mockServiceWorker.js (and live-reload.js) into `outdir`. */
export async function writeSiteFiles({ metafile, outdir, base, demo, liveReload }) {
  const put = (name, text) => writeFile(path.join(outdir, name), text);
  await Promise.all([
    put("index.html", renderIndexHtml({ metafile, outdir, base, demo, liveReload })),
    put("config.js", renderConfigJs({ demo, base })),
    // The demo's worker, copied from the installed msw so their versions always match; production has none.
    demo && workerSource().then((source) => put("mockServiceWorker.js", source)),
    liveReload && put(LIVE_RELOAD_FILE, LIVE_RELOAD_JS),
  ]);
}
