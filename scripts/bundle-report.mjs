// Reads an esbuild metafile and says what a browser downloads: per chunk, at first load,
// for the whole app, for the demo's mock chunk; and guards the initial load against heavy
// or demo-only code (docs/ARCHITECTURE.md, Budgets).
//
//   node scripts/bundle-report.mjs [.cache/meta.json]
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { staticClosure } from "./metafile-graph.mjs";
import { APP_ROOT, ENTRY } from "./site-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Never in the first load of the production app: the fake provider and what only it, a PDF
// or a screenshot needs. Named for the bench's report; matched against metafile input paths.
const FORBIDDEN_PACKAGES = ["msw", "@mswjs", "@faker-js", "@graphql-tools", "jspdf", "modern-screenshot"];
export const FORBIDDEN_NAMES = [...FORBIDDEN_PACKAGES, "mocks/"];
export const FORBIDDEN_IN_INITIAL = [
  ...FORBIDDEN_PACKAGES.map((name) => new RegExp(`(^|/)node_modules/${name}/`)),
  /^mocks\//,
  // Ours, loaded only when used (test/architecture.test.ts, LOADED_WHEN_USED): the CSV writer (D152).
  /^src\/lib\/csv\.ts$/,
];

const isJs = (file) => file.endsWith(".js");

// esbuild also marks every lazily imported module as an entry point; the page's entry is main.tsx.

function entryOf(meta) {
  const entries = Object.entries(meta.outputs).filter(([file, o]) => isJs(file) && o.entryPoint === ENTRY);
  if (entries.length !== 1)
    throw new Error(`bundle-report: expected one output for ${ENTRY}, found ${entries.length}`);
  return entries[0][0];
}

/** The JS files of the first load: the entry and the app it loads at once (D118), with their static imports. */
export function initialFiles(meta) {
  const root = Object.keys(meta.outputs).find((file) => meta.outputs[file].entryPoint === APP_ROOT);
  if (!root) throw new Error(`bundle-report: no output for ${APP_ROOT}`);
  return staticClosure(meta, [entryOf(meta), root]);
}

/**
 * The mock chunk(s): what demo mode downloads on top of the initial load. Starts at the lazy
 * chunks the initial load imports that carry demo-only code (mocks/, the demo bar), plus their static
 * imports (shared chunks included); later lazy imports inside the mocks (a PDF) are not counted.
 */
export function mockChunks(meta) {
  const initial = initialFiles(meta);
  const bootTargets = [...initial]
    .flatMap((file) => meta.outputs[file].imports)
    .filter((edge) => edge.kind === "dynamic-import" && !edge.external)
    .map((edge) => edge.path)
    .filter((file) => hasMockInput(meta, file));
  return [...staticClosure(meta, bootTargets)].filter((file) => !initial.has(file));
}

// Demo-only code: the fake provider, and the demo bar the app mounts only when the config says mock.
const DEMO_ONLY = ["mocks/", "src/features/demo/"];
const hasMockInput = (meta, file) =>
  Object.keys(meta.outputs[file]?.inputs ?? {}).some((i) => DEMO_ONLY.some((folder) => i.startsWith(folder)));

/**
 * The whole production app: every JS file reachable from the entry through any import,
 * lazy chunks included, without entering chunks of demo-only code (only a demo loads those).
 */
export function appFiles(meta) {
  const seen = new Set();
  const queue = [entryOf(meta)];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || hasMockInput(meta, file)) continue;
    seen.add(file);
    for (const edge of meta.outputs[file]?.imports ?? [])
      if (!edge.external && isJs(edge.path)) queue.push(edge.path);
  }
  return seen;
}

/** Every output reachable from the entry through any kind of import. */
function reachableFiles(meta) {
  const seen = new Set();
  const queue = [entryOf(meta)];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of meta.outputs[file]?.imports ?? []) if (!edge.external) queue.push(edge.path);
  }
  return seen;
}

/** `{ input, output }` for every forbidden input that the initial load would download. */
export function forbiddenInInitial(meta) {
  const found = [];
  for (const output of initialFiles(meta)) {
    for (const input of Object.keys(meta.outputs[output]?.inputs ?? {})) {
      if (FORBIDDEN_IN_INITIAL.some((pattern) => pattern.test(input))) found.push({ input, output });
    }
  }
  return found;
}

/** Minified bytes per package (or per folder of ours) inside `files`, largest first. */
export function packageBreakdown(meta, files) {
  const bytes = new Map();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file]?.inputs ?? {})) {
      const key = input.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? `${input.split("/")[0]}/`;
      bytes.set(key, (bytes.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...bytes].map(([name, size]) => ({ name, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of one file, as a static host would serve it. */
export async function fileSizes(file) {
  const data = await readFile(path.resolve(root, file));
  return {
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (sizes) =>
  sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * Everything the bench prints. Sizes are sums of per-file compressed sizes (each file is
 * compressed on its own on the wire). Output paths are relative to the project folder.
 */
export async function bundleReport(meta) {
  const files = Object.keys(meta.outputs).filter((f) => isJs(f) || f.endsWith(".css"));
  const sizes = new Map(await Promise.all(files.map(async (f) => [f, await fileSizes(f)])));
  const total = (set) => sum([...set].map((f) => sizes.get(f)));

  const initial = initialFiles(meta);
  const mock = mockChunks(meta);
  const demo = new Set([...initial, ...mock]);
  const app = appFiles(meta);
  const reachable = reachableFiles(meta);
  const kindOf = (file) => {
    if (file.endsWith(".css")) return "css";
    if (initial.has(file)) return "initial";
    if (mock.includes(file)) return "mock";
    if (app.has(file)) return "lazy"; // a lazy route or library of the app
    // Loaded later by the mocks (a PDF library), or never: esbuild keeps a chunk for every
    // dynamic import() it parsed even when tree shaking dropped the code that called it.
    return reachable.has(file) ? "mock-lazy" : "unused";
  };
  return {
    chunks: files.map((file) => ({ file, kind: kindOf(file), ...sizes.get(file) })),
    initial: { files: [...initial], ...total(initial), packages: packageBreakdown(meta, initial) },
    app: { files: [...app], ...total(app) },
    mock: { files: mock, ...total(mock), packages: packageBreakdown(meta, mock) },
    demoFirstLoad: { files: [...demo], ...total(demo) },
    forbidden: forbiddenInInitial(meta),
  };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const metaPath = path.resolve(process.argv[2] ?? path.join(root, ".cache/meta.json"));
  const report = await bundleReport(JSON.parse(await readFile(metaPath, "utf8")));
  const row = (name, s) =>
    console.log(
      `${name.padEnd(44)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(10)} ${kB(s.brotli).padStart(10)}`,
    );
  console.log(`${"".padEnd(44)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"brotli".padStart(10)}`);
  for (const c of report.chunks) row(`${path.basename(c.file)} (${c.kind})`, c);
  row("initial load (JS)", report.initial);
  row("whole app (JS, every lazy chunk, no mocks)", report.app);
  row("mock chunk(s)", report.mock);
  row("demo first load (JS)", report.demoFirstLoad);
  for (const f of report.forbidden) console.log(`FORBIDDEN in initial load: ${f.input} (in ${f.output})`);
  process.exitCode = report.forbidden.length ? 1 : 0;
}
