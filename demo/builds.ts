// The browser and the builds journeys run on: the demo build on a local static server, driven in
// Debian's Chromium through playwright-core (a test tool's own browser download fails on this network).
// One Chromium, and one build and server per base and variant, per process; closeAll ends them.
import { chromium, type Browser } from "playwright-core";
import { existsSync, rmSync } from "node:fs";
import * as assert from "uvu/assert";
import { build, normalizeBase } from "../build.mjs";
import { startServer, type RunningServer } from "../scripts/serve.mjs";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Quiet flags: without them Chromium keeps calling home, which floods a closed network.
// The last one (D126): every page playwright opens is a new browser window, and Chromium 156 renders each
// window's omnibox popup as a WebUI page of its own (chrome://omnibox-popup.top-chrome) in a renderer
// beside the page, 1-2 s of a core while the page loads: work of the browser's own UI, which a user's
// page load never pays (their window is already open) and which took a 2-core machine's second core.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
];

/**
 * Which build a journey runs on: the shipped React one, or react aliased to preact/compat (issue 8).
 * A file whose journeys must pass on both registers them once per build, named after it.
 */
export const BUILDS = ["React", "Preact"] as const;
export type DemoBuild = (typeof BUILDS)[number];

let browser: Promise<Browser> | undefined;
const builds = new Map<string, Promise<string>>();
/** This process's builds: two journey processes at once must not overwrite each other's files. */
const BUILD_ROOT = `.cache/journeys-${process.pid}`;
process.on("exit", () => rmSync(BUILD_ROOT, { recursive: true, force: true }));
const servers = new Map<string, Promise<RunningServer>>();

/** One Chromium per process. playwright gives `launch()` a fresh temporary profile and deletes it on close. */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return browser;
}

/**
 * Builds the demo for `base` into BUILD_ROOT/demo-<slug>, or demo-preact-<slug> for the Preact
 * build (once per process), and serves it on a free port.
 */
export async function buildDemoOnce(
  base = "/",
  { csp = false, build: variant = "React" }: { csp?: boolean; build?: DemoBuild } = {},
): Promise<{ url: string; dir: string }> {
  base = normalizeBase(base);
  const preact = variant === "Preact";
  const slug =
    (preact ? "preact-" : "") + (base.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root");
  let dir = builds.get(slug);
  if (!dir) {
    dir = build({
      demo: true,
      preact,
      base,
      outdir: `${BUILD_ROOT}/demo-${slug}`,
      metafilePath: `${BUILD_ROOT}/demo-${slug}.meta.json`,
    }).then(({ outdir, metafile }) => {
      // A journey named after a build must have run on it: a lost alias would quietly test React twice.
      const inputs = Object.keys(metafile.inputs).join("\n");
      assert.is(/node_modules\/react-dom\//.test(inputs), !preact, `react-dom in the ${variant} build`);
      assert.is(/node_modules\/preact\//.test(inputs), preact, `preact in the ${variant} build`);
      return outdir;
    });
    builds.set(slug, dir);
  }
  const key = `${slug} csp=${csp}`;
  let server = servers.get(key);
  if (!server) {
    // Kept before any await: two calls at once share one server, so closeAll closes every server.
    server = dir.then((outdir) => startServer({ dir: outdir, port: 0, base, csp, quiet: true }));
    servers.set(key, server);
  }
  return { url: (await server).url, dir: await dir };
}

/** Closes the browser and the servers; builds stay on disk for later suites until the process exits. */
export async function closeAll(): Promise<void> {
  const open = [browser, ...servers.values()];
  browser = undefined;
  servers.clear();
  // allSettled: a browser that failed to launch must not keep the servers open.
  await Promise.allSettled(open.map(async (item) => (await item)?.close()));
}
