// The output folder between builds (build.mjs): what a build clears before it writes, and after.
import { mkdir, readdir, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LIVE_RELOAD_FILE } from "./site-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Every file the build writes next to assets/, so a rebuild can clear the previous one
// (a production build into a former demo folder must not keep demo-seed.json), and what builds wrote
// before: msw's worker (until the provider answered in the page, D125) and config.js (until the config
// moved into index.html, D136).
const GENERATED = ["index.html", "config.js", "demo-seed.json", LIVE_RELOAD_FILE, "mockServiceWorker.js"];

/** Clears what a build wrote into `outdir` (watch mode, before its first build). */
export async function cleanOutdir(outdir) {
  // Only what we generate: never `rm -rf` a folder the user named (think `--outdir .`).
  await rm(path.join(outdir, "assets"), { recursive: true, force: true });
  await Promise.all(GENERATED.map((name) => rm(path.join(outdir, name), { force: true })));
  await mkdir(outdir, { recursive: true });
}

/**
 * For a one-shot build: clears the generated files beside assets/ and lists what assets/ holds. The
 * build writes over the files it makes again (most keep their hashed names) and removeStale removes
 * the others after it: on this machine's ext4, creating a file costs more than writing over one (a
 * React build, 524 -> 449 ms of CPU, D123).
 */
export async function previousAssets(outdir) {
  await Promise.all(GENERATED.map((name) => rm(path.join(outdir, name), { force: true })));
  await mkdir(outdir, { recursive: true });
  const assets = path.join(outdir, "assets");
  const names = await readdir(assets, { recursive: true }).catch(() => []);
  return names.map((name) => path.join(assets, name));
}

/** Removes what the last build left in assets/ that this one (its `metafile`) did not write. */
export async function removeStale(previous, metafile) {
  const written = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(root, file)));
  const stale = previous.filter((file) => !written.has(file));
  // Files first, then any folder they leave empty, deepest first (a folder written into stays).
  await Promise.all(stale.map((file) => rm(file, { force: true }).catch(() => undefined)));
  for (const dir of stale.sort((a, b) => b.length - a.length)) await rmdir(dir).catch(() => undefined);
}
