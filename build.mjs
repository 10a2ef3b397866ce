// Builds the SPA with esbuild. Plain Node ESM so `npm run build` needs no TypeScript loader.
//
//   node build.mjs [--demo] [--preact] [--watch] [--outdir dist] [--base /]
//
// Production and demo ship byte-identical JS: only index.html's config block and the demo files differ
// (docs/ARCHITECTURE.md, What we ship). Paths are relative to the project folder, not to the shell's cwd.
import * as esbuild from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { nodeBuildOptions, nodeBundle } from "./scripts/node-bundle.mjs";
import { PREACT_ALIASES } from "./scripts/preact-aliases.mjs";
import { cleanOutdir } from "./scripts/out-folder.mjs";
import { eagerCommonJs } from "./scripts/package-eager.mjs";
import { writeSiteFiles } from "./scripts/site-files.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));
/** package.json's version, which the app shows in a report's details (src/config/version.ts). */
const APP_VERSION = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version;
const SEED_MODULE = "mocks/seed/build-seed.ts";

/** `/demo` or `demo/` -> `/demo/`; the app and the server both expect leading and trailing slashes. */
export function normalizeBase(base = "/") {
  const trimmed = base.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** esbuild options for the app bundle, for the one-shot build and watch mode alike. */
function appBuildOptions({ outdir, preact = false }) {
  return {
    absWorkingDir: root,
    // The demo toolkit's stylesheet is its own entry: only demo pages link it (scripts/site-files.mjs).
    entryPoints: { main: "src/main.tsx", demo: "src/features/demo/demo.css" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true, // separate .map files, linked by a comment so devtools find them
    legalComments: "external", // licences go to .LEGAL.txt files instead of bloating the JS
    charset: "utf8",
    metafile: true,
    entryNames: "assets/[name]-[hash]",
    chunkNames: "assets/chunk-[hash]",
    assetNames: "assets/[name]-[hash]",
    // .ttf: the PDF's font (mocks/pdf/font.ts), its own lazy chunk, loaded only when a PDF is made.
    loader: { ".png": "file", ".svg": "file", ".woff2": "file", ".graphql": "text", ".ttf": "binary" },
    define: { "process.env.NODE_ENV": '"production"', __APP_VERSION__: JSON.stringify(APP_VERSION) },
    jsx: "automatic",
    // msw's cookie jar: the API uses no cookies, so an empty jar stands in for tough-cookie (and the
    // public-suffix list behind it). See mocks/shims/tough-cookie.ts.
    // jsPDF's html() and SVG paths load three packages the PDF never uses (mocks/shims/jspdf-optional.ts).
    alias: {
      "tough-cookie": "./mocks/shims/tough-cookie.ts",
      html2canvas: "./mocks/shims/jspdf-optional.ts",
      canvg: "./mocks/shims/jspdf-optional.ts",
      dompurify: "./mocks/shims/jspdf-optional.ts",
      ...(preact && PREACT_ALIASES),
    },
    ...(preact && { jsxImportSource: "preact" }),
    logLevel: "warning",
  };
}

// ---------------------------------------------------------------------------------------------
// The demo seed and the output folder

/** Runs mocks/seed/build-seed.ts at build time (faker stays out of the browser) and returns its JSON. */
async function buildSeed() {
  if (!existsSync(path.join(root, SEED_MODULE)))
    throw new Error(`--demo needs ${SEED_MODULE} (default export: async () => seed)`);
  const outfile = path.join(root, ".cache/build-seed.mjs");
  await nodeBundle(SEED_MODULE, outfile);
  // The query defeats Node's module cache so watch mode picks up a changed seed.
  const mod = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  if (typeof mod.default !== "function")
    throw new Error(`${SEED_MODULE} must export default an async function`);
  return mod.default();
}

async function writeSeed(outdir) {
  const seed = await buildSeed();
  await writeFile(path.join(outdir, "demo-seed.json"), JSON.stringify(seed));
}

async function writeMetafile(metafile, metafilePath) {
  await mkdir(path.dirname(metafilePath), { recursive: true });
  await writeFile(metafilePath, JSON.stringify(metafile));
}

// ---------------------------------------------------------------------------------------------
// One-shot build and watch mode

/** Runs `step` and records its wall time in `stages[name]` (ms). */
async function timed(stages, name, step) {
  const started = performance.now();
  const result = await step();
  stages[name] = performance.now() - started;
  return result;
}

/**
 * Builds once: esbuild's own code splitting, then the packages' CommonJS wrappers made eager (D135).
 * Returns `{ metafile, outdir, ms, stages }` (ms: wall time of the whole build; stages: the wall time of
 * each step, the seed running beside esbuild). The bench prints them.
 * Options: demo, preact, outdir ("dist"), base ("/"), metafilePath (".cache/meta.json").
 */
export async function build(options = {}) {
  const started = performance.now();
  const { demo = false, preact = false } = options;
  const outdir = path.resolve(root, options.outdir ?? "dist");
  const base = normalizeBase(options.base);
  const metafilePath = path.resolve(root, options.metafilePath ?? ".cache/meta.json");
  const stages = {};

  await timed(stages, "clean", () => cleanOutdir(outdir));
  const [{ metafile }] = await Promise.all([
    (async () => {
      const result = await timed(stages, "esbuild", () => esbuild.build(appBuildOptions({ outdir, preact })));
      await timed(stages, "eager", () => eagerCommonJs(result.metafile, root));
      return result;
    })(),
    demo && timed(stages, "seed", () => writeSeed(outdir)),
  ]);
  await timed(stages, "files", () =>
    Promise.all([
      writeSiteFiles({ metafile, outdir, base, demo, liveReload: false }),
      writeMetafile(metafile, metafilePath),
    ]),
  );
  return { metafile, outdir, ms: performance.now() - started, stages };
}

/** Rebuilds on change, serves the folder, and reloads open pages after each successful build. */
export async function watch(options = {}) {
  const { demo = false, preact = false, port = 5173 } = options;
  const outdir = path.resolve(root, options.outdir ?? "dist");
  const base = normalizeBase(options.base);
  const { startServer } = await import("./scripts/serve.mjs");

  await cleanOutdir(outdir);
  const server = await startServer({ dir: outdir, port, base, liveReload: true, demoAccounts: demo });
  let previous = new Set();

  const afterBuild = {
    name: "site-files",
    setup(pluginBuild) {
      pluginBuild.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return; // keep the last good page
        const outputs = new Set(Object.keys(result.metafile.outputs));
        // Hashed names change on every edit: drop the files the new build no longer references.
        await Promise.all(
          [...previous].filter((f) => !outputs.has(f)).map((f) => rm(path.resolve(root, f), { force: true })),
        );
        previous = outputs;
        eagerCommonJs(result.metafile, root);
        await writeSiteFiles({ metafile: result.metafile, outdir, base, demo, liveReload: true });
        await writeMetafile(result.metafile, path.resolve(root, ".cache/meta.json"));
        server.reload();
        console.log(`rebuilt ${new Date().toLocaleTimeString()}`);
      });
    },
  };
  const app = await esbuild.context({ ...appBuildOptions({ outdir, preact }), plugins: [afterBuild] });
  await app.watch();

  if (demo) {
    // The seed is a separate node bundle: rebuild demo-seed.json when any of its inputs change.
    const seedPlugin = {
      name: "seed-json",
      setup(pluginBuild) {
        pluginBuild.onEnd(async (result) => {
          if (result.errors.length) return;
          await writeSeed(outdir).then(
            () => (console.log("demo-seed.json rewritten"), server.reload()),
            (error) => console.error("demo seed failed:", error),
          );
        });
      },
    };
    const seed = await esbuild.context({
      ...nodeBuildOptions(SEED_MODULE, path.join(root, ".cache/build-seed-watch.mjs")),
      write: false, // only a change detector: buildSeed() writes and imports the real bundle
      plugins: [seedPlugin],
    });
    await seed.watch();
  }
  return server;
}

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
  const options = { demo: false, preact: false, watch: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--demo") options.demo = true;
    else if (arg === "--preact") options.preact = true;
    else if (arg === "--watch") options.watch = true;
    else if (arg === "--outdir" || arg === "--base" || arg === "--port") {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a value`);
      options[arg.slice(2)] = arg === "--port" ? Number(value) : value;
    } else
      throw new Error(
        `unknown option ${arg} (known: --demo --preact --watch --outdir <dir> --base <path> --port <n>)`,
      );
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.watch) {
      await watch(options);
    } else {
      const { outdir, ms } = await build(options);
      const what = [options.preact ? "preact" : "react", options.demo ? "demo" : "production"].join(", ");
      console.log(
        `built ${path.relative(process.cwd(), outdir) || "."} (${what}, base ${normalizeBase(options.base)}) in ${Math.round(ms)} ms`,
      );
    }
  } catch (error) {
    // esbuild has already printed its diagnostics; just say which step failed.
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  }
}
