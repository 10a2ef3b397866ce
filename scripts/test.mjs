// `npm test`: every check, stopping at the first failure. The checks without the browser run in three
// lanes at once (the screen tests, then the other unit tests; the Preact run, then contract; HTTP), the
// later lanes' output printed as each step ends: the HTTP step, a test process and its server, ends
// first, and each of the two long lanes then finishes with a shorter step (D97, D120, D138).
// Then the browser journeys.
//
//   node scripts/test.mjs [--only unit|screens|logic|specOnly|preact|contract|http|blackbox|states|standalone|browser]
//   (--only streams that one step)
//
// unit      the unit and screen tests (src, schema, mocks, test; happy-dom); in `npm test` as two
//           steps: screens (*.test.tsx) and logic (*.test.ts)
// specOnly  the screen tests of every screen a contract extension touches (order view, Check In Delivery,
//           the order list, Products, Replenish, Settings) again against a spec-only provider
//           (SCREEN_EXTENSIONS=none, D231); a test about an extension names it in renderAt's options
// preact    the screen tests again, react aliased to preact/compat as the Preact build
// contract  contract-tests/ through its runner (contract-tests/run.ts, node:test) against the fake provider
//           in-process (msw/node), every tier on
// http      the same suite over real HTTP against `mocks/server.ts --port 0`, bundled (D94; its first line
//           gives the URL), with --demo-endpoints and --provider-states: every tier on
// blackbox  as a provider team without either would run it (and without contract extensions, D233):
//           accounts file only; the black-box tier must
//           pass and every other test be reported skipped, the same number of tests as the http step
// states    the provider-state call on, no demo endpoints: likewise, the states tier passing too
// standalone  the suite as one file (npm run contract:bundle), copied alone to an empty folder outside the
//           repository and run there with plain node against the http step's set-up: the same counts
// browser   demo/*.journey.ts in Debian's Chromium (skipped with one line outside CI if missing)
// The steps before the browser run their test files bundled (scripts/test-bundle.mjs, D107), not through
// the TypeScript loader; the journeys still go through it.
import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildContractBundle } from "./contract-bundle.mjs";
import { buildProviderServer } from "./node-bundle.mjs";
import { startProvider } from "./provider-process.mjs";
import { bundle, CONTRACT_FILES, LANES, uvu } from "./test-lanes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

class StepFailed extends Error {}

// A step running in a second lane collects its output here instead of streaming it.
const collected = new AsyncLocalStorage();

/** Prints a line of a step: at once, or with the step's output in a second lane. */
function say(line) {
  const chunks = collected.getStore();
  if (chunks) chunks.push(Buffer.from(`${line}\n`));
  else console.log(line);
}

/**
 * Runs a command, its output streamed (or collected in a second lane); rejects with StepFailed on a
 * non-zero exit. `copy`: an array that also receives the standard output.
 */
function run(command, args, env = {}, copy = undefined, cwd = root) {
  const chunks = collected.getStore();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: chunks || copy ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (copy) child.stdout.on("data", (c) => copy.push(c));
    if (chunks) for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => chunks.push(c));
    else if (copy) {
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
    }
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
// (expired, overlong); without --secret the server would pick a random one of its own. Passed as one
// argument, --secret=VALUE: a base64url secret starts with "-" one time in 64, which parseArgs would take
// for an option and refuse to start (it did, once, in CI).
const PROVIDER_SECRET = randomBytes(32).toString("base64url");

// ---------------------------------------------------------------------------------------------
// The contract suite through its runner, contract-tests/run.ts (node:test; docs/PROVIDERS.md).

/**
 * Every contract test file is loaded by contract-tests/suites.ts (one bundle needs literal imports) and
 * runs on node:test: a file missing there, or still on uvu's runner, would silently not run.
 */
const contractFiles = () =>
  readdirSync(path.join(root, "contract-tests")).filter((name) =>
    CONTRACT_FILES.test(`contract-tests/${name}`),
  );

function checkSuiteList() {
  const list = readFileSync(path.join(root, "contract-tests/suites.ts"), "utf8");
  for (const name of contractFiles()) {
    if (!list.includes(`"./${name}"`))
      throw new StepFailed(`contract-tests/${name} is not loaded by contract-tests/suites.ts: add it there`);
    if (/from "uvu";/.test(readFileSync(path.join(root, "contract-tests", name), "utf8")))
      throw new StepFailed(`contract-tests/${name} imports uvu's test: use node:test (support/tiers.ts)`);
  }
}

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;

/**
 * Runs the bundled contract runner with `args` (or, given `standalone`, the folder of the one-file suite:
 * `node contract.mjs` there); resolves with its counts from the summary line.
 */
async function contractRun(args, env = {}, standalone = null) {
  const chunks = [];
  if (standalone)
    await run(process.execPath, ["contract.mjs", ...args], { NO_COLOR: "1" }, chunks, standalone);
  else {
    const outdir = await bundle("node");
    const runner = path.join(outdir, "contract-tests/run.ts.js");
    await run(process.execPath, ["--enable-source-maps", runner, ...args], { NO_COLOR: "1", ...env }, chunks);
  }
  const match = SUMMARY.exec(Buffer.concat(chunks).toString("utf8"));
  if (!match) throw new StepFailed('the contract runner printed no "N passed, N failed, N skipped" line');
  const [passed, failed, skipped] = match.slice(1).map(Number);
  return { passed, failed, skipped, total: passed + failed + skipped };
}

/** The runner (or the standalone suite in that folder) against a fake provider started over HTTP with `flags`; resolves with its counts. */
async function againstServer(flags, runnerArgs, standalone = null) {
  if (!existsSync(path.join(root, "mocks/server.ts")))
    throw new StepFailed("mocks/server.ts not found: the HTTP run needs the fake provider server");
  const server = await buildProviderServer(
    path.join(root, ".cache", `provider-server-${process.pid}-${flags.length}.mjs`),
  );
  const { ready, stop } = startProvider(server, [`--secret=${PROVIDER_SECRET}`, ...flags], {
    onLine: (line) => say(`[provider] ${line}`), // keep the server's later output visible
    onStderr: (chunk) => process.stderr.write(chunk),
  });
  try {
    const url = await ready.catch((error) => {
      throw new StepFailed(`mocks/server.ts: ${error.message}`);
    });
    say(`contract tests against ${url} (${flags.join(" ") || "no optional calls"})`);
    // The standalone suite is given what a provider team gives it: options and its own accounts file.
    if (standalone)
      return await contractRun(
        ["--url", url, "--accounts", "accounts.json", `--secret=${PROVIDER_SECRET}`, ...runnerArgs],
        {},
        standalone,
      );
    return await contractRun(
      ["--url", url, "--accounts", "contract-tests/accounts.fake.json", ...runnerArgs],
      {
        PROVIDER_JWT_SECRET: PROVIDER_SECRET,
      },
    );
  } finally {
    await stop();
    rmSync(server, { force: true });
  }
}

/** The http step's count of tests, which a run with fewer tiers must report too (skipped, never left out). */
let everyTest = null;
/** The http step's counts, which the standalone suite must repeat exactly. */
let httpCounts = null;

/** A run with fewer tiers: nothing failed, something passed, and every test counted. */
function checkPartialRun(what, counts) {
  say(`${what}: ${counts.passed} passed, ${counts.skipped} skipped`);
  if (counts.failed || !counts.passed || !counts.skipped)
    throw new StepFailed(`${what}: expected passes, skips and no failure, got ${JSON.stringify(counts)}`);
  if (everyTest !== null && counts.total !== everyTest)
    throw new StepFailed(`${what}: ${counts.total} tests counted, the full run counted ${everyTest}`);
}

// ---------------------------------------------------------------------------------------------
// The steps. Each returns nothing when it ran, or a string saying why it was skipped.

const CONTRACT_TESTS = /\.test\.ts$/;

const STEPS = {
  ...Object.fromEntries(
    Object.keys(LANES).map((lane) => [lane, async () => run(process.execPath, await uvu(lane))]),
  ),

  // D231: the screens that show contract extensions (the order view), again against a spec-only provider:
  // each test that does not name its extensions gets none, and must pass as on a provider of the spec.
  async specOnly() {
    const args = await uvu("screens");
    args[args.length - 1] =
      "^src/features/(purchase-orders/(view/([^/]+|history/[^/]+|arrival/[^/]+|approval/[^/]+)|check-in/[^/]+|shared/notes/[^/]+|list/[^/]+)|products/.+|replenish/.+|settings/.+)\\.test\\.tsx\\.js$";
    await run(process.execPath, args, { SCREEN_EXTENSIONS: "none" });
  },

  async contract() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    checkSuiteList();
    await contractRun(["--strict", "--extensions", "all"]);
    // In process, `--extensions none` starts the fake spec-only (D233): the roles lists and the owner's
    // token without approval's permission. Two small files, about a second.
    await contractRun(["--strict", "--suite", "auth,roles", "--extensions", "none"]);
  },

  // Set-up (a) of issue 26 over HTTP: everything on (the suite resets the store and reads the outbox).
  async http() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    checkSuiteList();
    const counts = await againstServer(
      ["--demo-endpoints", "--provider-states"],
      ["--strict", "--extensions", "all"],
    );
    everyTest = counts.total;
    httpCounts = counts;
  },

  // Issue 26 item 3: the one-file suite, alone in an empty folder outside the repository (no
  // node_modules, no tsx), run with plain node against the http step's set-up: the same counts.
  async standalone() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    const flags = ["--demo-endpoints", "--provider-states"];
    const runnerArgs = ["--strict", "--extensions", "all"];
    const work = mkdtempSync(path.join(os.tmpdir(), "contract-standalone-"));
    try {
      await buildContractBundle(path.join(work, "contract.mjs"));
      copyFileSync(path.join(root, "contract-tests/accounts.fake.json"), path.join(work, "accounts.json"));
      const expected = httpCounts ?? (await againstServer(flags, runnerArgs));
      const counts = await againstServer(flags, runnerArgs, work);
      const line = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;
      say(`standalone ${line(counts)}; the repository's runner ${line(expected)}`);
      if (line(counts) !== line(expected))
        throw new StepFailed(
          `the standalone suite counted ${line(counts)}, the repository's ${line(expected)}`,
        );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },

  // Set-up (b): accounts only, as a provider team without our optional calls runs it.
  async blackbox() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    // A spec-only fake (D233): the extension tests are counted as skipped.
    checkPartialRun("accounts only", await againstServer(["--extensions", "none"], []));
  },

  // Set-up (c): the provider-state call on, no demo endpoints. The files converted to the tiers only (the
  // others all ask for the seed, and the http step runs them with it): a few seconds, not another 30.
  async states() {
    if (!hasFiles("contract-tests", CONTRACT_TESTS)) return "no contract-tests/*.test.ts yet";
    const converted = contractFiles()
      .filter((name) =>
        readFileSync(path.join(root, "contract-tests", name), "utf8").includes('"./support/tiers.ts"'),
      )
      .map((name) => name.replace(/\.test\.ts$/, ""));
    const counts = await againstServer(
      ["--provider-states", "--extensions", "none"],
      ["--suite", converted.join(",")],
    );
    everyTest = null; // a part of the suite
    checkPartialRun(`provider states, no demo endpoints (${converted.join(", ")})`, counts);
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
const PLAN = [
  [
    ["screens", "logic"],
    ["preact", "contract"],
    // The HTTP steps wait on their servers more than they compute: the spec-only screens share their lane.
    ["http", "blackbox", "states", "standalone", "specOnly"],
  ],
  [["browser"]],
];

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
