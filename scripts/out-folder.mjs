// The output folder before a build (build.mjs): what the last build wrote goes, so a production build
// into a former demo folder keeps no demo-seed.json and assets/ holds only this build's hashed files.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE } from "./pwa/install-files.mjs";
import { WORKER_FILE } from "./pwa/offline-files.mjs";
import { LIVE_RELOAD_FILE } from "./site-files.mjs";

// Every file a build writes next to assets/ (a demo build into a former production folder keeps no
// service worker), and what builds wrote before: msw's worker (until the provider answered in the page,
// D125) and config.js (until the config moved into index.html, D136).
const GENERATED = [
  "index.html",
  "demo-seed.json",
  LIVE_RELOAD_FILE,
  WORKER_FILE,
  MANIFEST_FILE,
  "config.js",
  "mockServiceWorker.js",
];

/** Clears what a build wrote into `outdir`, and makes sure the folder exists. */
export async function cleanOutdir(outdir) {
  // Only what we generate: never `rm -rf` a folder the user named (think `--outdir .`).
  await rm(path.join(outdir, "assets"), { recursive: true, force: true });
  await Promise.all(GENERATED.map((name) => rm(path.join(outdir, name), { force: true })));
  await mkdir(outdir, { recursive: true });
}
