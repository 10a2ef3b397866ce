// `npm test`: every check, stopping at the first failure. The checks without the browser run in three
// lanes at once (the screen tests, then the other unit tests; the Preact run, then contract; HTTP), the
// later lanes' output printed as each step ends: the HTTP step, a test process and its server, ends
// first, and each of the two long lanes then finishes with a shorter step (D97, D120, D138).
// Then the browser journeys.
//
//   node scripts/test.mjs [--only unit|screens|logic|preact|contract|http|browser]   (--only streams that one step)
//
// unit      the unit and screen tests (src, schema, mocks, test; happy-dom); in `npm test` as two
//           steps: screens (*.test.tsx) and logic (*.test.ts)
// preact    the screen tests again, react aliased to preact/compat as the Preact build
// contract  contract-tests/ against the fake provider in-process (msw/node)
// http      the same suite over real HTTP against `mocks/server.ts --port 0`, bundled (D94; its first line gives the URL)
// browser   demo/*.journey.ts in Debian's Chromium (skipped with one line outside CI if missing)
// The steps before the browser run their test files bundled (scripts/test-bundle.mjs, D107), not through
// the TypeScript loader; the journeys still go through it.
import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildProviderServer } from "./node-bundle.mjs";
import { ALIASES } from "./preact-hook.mjs";
import { bundleLane } from "./test-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const SERVER_READY = /^Fake provider listening on (http:\/\/\S+)/;
const SERVER_START_TIMEOUT_MS = 30_000;

/** The unit tests in src, schema, mocks and test whose files end in `.test.` and `extension` (a pattern). */
const unitTests = (extension) => new RegExp(`^(src|schema|mocks|test)/.*\\.test\\.${extension}$`);
/** The screen tests the Preact lane runs again (schema/ and mocks/ have none). */
const UNIT_TESTS = unitTests("tsx?");
const PREACT_TESTS = /^(src|test)\/.*\.test\.tsx$/;
const CONTRACT_FILES = /^contract-tests\/[^/]+\.test\.ts$/;
const SETUP = "test/setup.ts";

// The test files, bundled once per run into .cache (D107), removed when this process ends: one bundle
// for Node with every lane's files, so the screen, other unit and contract tests share one build and
// its chunks (D130), and the screen tests again for Preact. swr and wouter import react as ES modules:
// bundled, they are aliased with the app (D107).
const BUNDLES = {
  node: {
    tests: [
      { dir: ".", pattern: UNIT_TESTS },
      { dir: "contract-tests", pattern: CONTRACT_FILES },
    ],
  },
  preact: {
    tests: [{ dir: ".", pattern: PREACT_TESTS }],
    preact: true,
    inside: ["swr", "wouter"],
  },
};

// Each lane: its bundle, the files of it that it runs (by their source's name, `.js` added) and the
// module preloaded before them.
const LANES = {
  unit: { bundle: "node", pattern: UNIT_TESTS, setup: SETUP },
  // The unit lane in two, for npm test's plan (D120): the screen tests, and the rest.
  screens: { bundle: "node", pattern: unitTests("tsx"), setup: SETUP },
  logic: { bundle: "node", pattern: unitTests("ts"), setup: SETUP },
  preact: { bundle: "preact", pattern: PREACT_TESTS, setup: SETUP },
  contract: { bundle: "node", pattern: CONTRACT_FILES },
};
const bundles = new Map();
process.once("exit", () => {
  for (const outdir of bundles.keys()) rmSync(outdir, { recursive: true, force: true });
});

/** Bundle `name`'s folder in .cache, built on first use. */
async function bundle(name) {
  const { preact, ...rest } = BUNDLES[name];
  const outdir = path.join(root, ".cache", `lane-${name}-${process.pid}`);
  if (!bundles.has(outdir))
    bundles.set(outdir, bundleLane({ ...rest, outdir, extra: [SETUP], alias: preact ? ALIASES : undefined }));
  return bundles.get(outdir);
}

/** The node arguments that run lane `name`'s bundled test files with uvu (bundled on first use). */
async function uvu(name) {
  const lane = LANES[name];
  const outdir = await bundle(lane.bundle);
  const setup = lane.setup ? ["--import", pathToFileURL(path.join(outdir, `${lane.setup}.js`)).href] : [];
  // Testing Library require()s react-dom: that still needs the alias at run time.
  const aliases = BUNDLES[lane.bundle].preact ? ["--import", "./scripts/preact-aliasing.mjs"] : [];
  // uvu matches a file's path in the folder; the lane's pattern is for the source's path.
  const files = lane.pattern.source.replace(/\$$/, "\\.js$");
  return ["--enable-source-maps", ...aliases, ...setup, "node_modules/uvu/bin.js", outdir, files];
}

class StepFailed extends Error {}

// A step running in a second lane collects its output here instead of streaming it.
const collected = new AsyncLocalStorage();

/** Prints a line of a step: at once, or with the step's output in a second lane. */
function say(line) {
  const chunks = collected.getStore();
  if (chunks) chunks.push(Buffer.from(`${line}\n`));
  else console.log(line);
}

/** Runs a command, its output streamed (or collected in a second lane); rejects with StepFailed on a non-zero exit. */
function run(command, args, env = {}) {
  const chunks = collected.getStore();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: chunks ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (chunks) for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => chunks.push(c));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new StepFailed(`${command} ${args.join(" ")} exited with ${signal ?? code}`)),
    );
  });
}

function hasFiles(dir, pattern) {
  return (
    existsSync(path.join(root, dir)) && readdirSync(path.join(root, dir)).some((name) => pattern.test(name))
  );
}

// The HTTP lane's provider signs with a secret the suite knows, so it can mint tokens to be refused
// (expired, overlong); without --secret the server would pick a random one of its own.
const PROVIDER_SECRET = randomBytes(32).toString("base64url");

/** Starts the fake provider over HTTP from `bundle` and resolves with its URL once it prints its first line. */
function startProvider(bundle) {
  // --demo-endpoints: the suite resets the store and reads the outbox through them (as a signed-in user).
  // One argument, --secret=VALUE: a base64url secret starts with "-" one time in 64, which parseArgs
  // would take for an option and refuse to start (it did, once, in CI).
  const args = [bundle, "--port", "0", `--secret=${PROVIDER_SECRET}`, "--demo-endpoints"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new StepFailed(
            `mocks/server.ts printed no "Fake provider listening on" line within ${SERVER_START_TIMEOUT_MS / 1000} s`,
          ),
        ),
      SERVER_START_TIMEOUT_MS,
    );
    const lines = readline.createInterface({ input: child.stdout });
    let first = true;
    lines.on("line", (line) => {
      if (!first) return say(`[provider] ${line}`); // keep the server's later output visible
      first = false;
      clearTimeout(timer);
      const match = SERVER_READY.exec(line);
      if (match) resolve(match[1]);
      else
        reject(
          new StepFailed(
            `mocks/server.ts first line was not "Fake provider listening on http://...": ${line}`,
          ),
        );
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new StepFailed(`mocks/server.ts exited (${code}) before it was ready`));
    });
  });
  return { child, ready };
}

function stopProvider(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref(); // a server that ignores SIGTERM
  });
}

// ---------------------------------------------------------------------------------------------
// The steps. Each returns nothing when it ran, or a string saying why it was skipped.

const CONTRACT_TESTS = /\.test\.ts$/;

const STEPS = {
  ...Object.fromEntries(
    ["unit", "screens", "logic", "preact"].map((lane) => [
      lane,
      async () => run(process.execPath, await uvu(lane)),
    ]),
  ),

  async contract() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    await run(process.execPath, await uvu("contract"));
  },

  async http() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    if (!existsSync(path.join(root, "mocks/server.ts")))
      throw new StepFailed("mocks/server.ts not found: the HTTP run needs the fake provider server");
    const bundle = await buildProviderServer(path.join(root, ".cache", `provider-server-${process.pid}.mjs`));
    const { child, ready } = startProvider(bundle);
    try {
      const url = await ready;
      say(`contract tests against ${url}`);
      await run(process.execPath, await uvu("contract"), {
        PROVIDER_URL: url,
        PROVIDER_JWT_SECRET: PROVIDER_SECRET,
      });
    } finally {
      await stopProvider(child);
      rmSync(bundle, { force: true });
    }
  },

  async browser() {
    if (!existsSync(CHROMIUM_PATH)) {
      const line = `Browser journeys skipped: Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
      if (process.env.CI) throw new StepFailed(`${line} -- not allowed in CI`);
      return line;
    }
    if (!hasFiles("demo", /\.journey\.ts$/)) return "no demo/*.journey.ts yet";
    await run(process.execPath, [
      "--import",
      "./scripts/node-loader.mjs",
      "node_modules/uvu/bin.js",
      "demo",
      "\\.journey\\.ts$",
    ]);
  },
};

// ---------------------------------------------------------------------------------------------

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// Phases one after the other; the lanes of a phase at the same time, each lane's steps in order.
const PLAN = [[["screens", "logic"], ["preact", "contract"], ["http"]], [["browser"]]];

function selectedPlan(argv) {
  const at = argv.indexOf("--only");
  if (at === -1) return PLAN;
  const only = argv[at + 1];
  if (!(only in STEPS)) {
    console.error(`--only needs one of: ${Object.keys(STEPS).join(", ")}`);
    process.exit(1);
  }
  return [[[only]]];
}

const started = performance.now();
const timings = [];

/** Runs a lane's steps in order; a lane after the first prints each step's output once it ends. */
async function runLane(names, streamed) {
  for (const name of names) {
    const header = `\n=== ${name} ===`;
    const chunks = streamed ? undefined : [];
    if (streamed) console.log(header);
    const stepStart = performance.now();
    const done = (status) => {
      timings.push([name, performance.now() - stepStart, status]);
      if (chunks) process.stdout.write(`${header}\n${Buffer.concat(chunks)}`);
    };
    try {
      const skipped = await collected.run(chunks, () => STEPS[name]());
      done(skipped ? "skipped" : "ok");
      if (skipped) console.log(skipped);
    } catch (error) {
      done("FAILED");
      throw error;
    }
  }
}

let failed;
let withoutBrowser = 0;
for (const lanes of selectedPlan(process.argv.slice(2))) {
  const phaseStart = performance.now();
  const results = await Promise.allSettled(lanes.map((names, i) => runLane(names, i === 0)));
  if (!lanes.flat().includes("browser")) withoutBrowser += performance.now() - phaseStart;
  failed = results.find((result) => result.status === "rejected")?.reason;
  if (failed) break;
}

console.log("\n=== summary ===");
for (const [name, ms, status] of timings)
  console.log(`  ${name.padEnd(9)} ${seconds(ms).padStart(8)}  ${status}`);
console.log(
  `  total     ${seconds(performance.now() - started).padStart(8)}  (without the browser: ${seconds(withoutBrowser)}, budget 60 s)`,
);
if (failed) {
  console.error(`\n${failed instanceof StepFailed ? failed.message : failed.stack}`);
  process.exit(1);
}
