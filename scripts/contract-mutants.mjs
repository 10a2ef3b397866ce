// `npm run contract:mutants`: proof that the contract suite is a real check (issue 26 item 5). Each
// mutant of contract-tests/mutants/mutants.json is one realistic way a provider team could get the
// provider wrong: the exact text `find` in `file` replaced by `replace`. One at a time, the fake provider
// is bundled with that one change (D185: the change is made while esbuild loads the file, so the working
// tree is never touched), started as `npm run provider` would be with every optional call on, and the
// standalone suite (scripts/contract-bundle.mjs, built once from the unchanged sources, so the rules it
// imports from schema/ to compute its expectations stay right) runs against it with every tier and
// --strict. A mutant is caught when at least one test fails. A find text that is not in its file exactly
// once stops the script before anything runs: the code moved, the mutant must follow it.
//
//   node scripts/contract-mutants.mjs [--only ID,ID] [--suite FILE,FILE] [--no-baseline] [--out FILE]
//   (--suite: only those files of the suite, to see quickly whether a new test catches a mutant)
import * as esbuild from "esbuild";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { buildContractBundle } from "./contract-bundle.mjs";
import { NODE_BUNDLE } from "./node-bundle.mjs";
import { startProvider } from "./provider-process.mjs";

const root = NODE_BUNDLE.absWorkingDir;
export const MUTANTS_FILE = "contract-tests/mutants/mutants.json";

/** The mutants, each `{ id, description, file, find, replace }`. */
export function readMutants(file = MUTANTS_FILE) {
  return JSON.parse(readFileSync(path.join(root, file), "utf8"));
}

/** Why `mutant` cannot be applied to the sources as they are now, or null when it can. */
export function mutantProblem(mutant) {
  let source;
  try {
    source = readFileSync(path.join(root, mutant.file), "utf8");
  } catch {
    return `${mutant.id}: ${mutant.file} does not exist`;
  }
  const count = source.split(mutant.find).length - 1;
  if (count !== 1)
    return `${mutant.id}: its find text is in ${mutant.file} ${count} times, not once: the code moved, update the mutant`;
  if (mutant.find === mutant.replace) return `${mutant.id}: replace is the same as find`;
  return null;
}

/** `mutant` applied to `source`: the one occurrence of its find text replaced. */
export const mutate = (source, mutant) => source.replace(mutant.find, () => mutant.replace);

/** Bundles mocks/server.ts at `outfile` with `mutant` applied (none: as it is); fails if its file is not in it. */
async function buildProvider(outfile, mutant) {
  let applied = false;
  const target = mutant && path.join(root, mutant.file);
  const mutation = {
    name: "mutation",
    setup(pluginBuild) {
      if (!mutant) return;
      pluginBuild.onLoad({ filter: /\.ts$/ }, ({ path: file }) => {
        if (file !== target) return undefined;
        applied = true;
        return { contents: mutate(readFileSync(file, "utf8"), mutant), loader: "ts" };
      });
    },
  };
  await esbuild.build({
    ...NODE_BUNDLE,
    plugins: [...NODE_BUNDLE.plugins, mutation],
    entryPoints: ["mocks/server.ts"],
    outfile,
  });
  if (mutant && !applied) throw new Error(`${mutant.id}: ${mutant.file} is not part of the provider`);
}

const SUMMARY = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;
const FAILED_TEST = /^\s*✖ (.+?) \(\d[\d.]*m?s\)$/;

/** Runs the standalone suite in `dir` against `url`; resolves with its counts and the failed tests' names. */
function runSuite(dir, url, secret, log, suites) {
  const args = ["contract.mjs", "--url", url, "--accounts", "accounts.json", "--strict"];
  args.push("--extensions", "all", `--secret=${secret}`, ...(suites ? ["--suite", suites] : []));
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1" },
  });
  const out = createWriteStream(log);
  child.stderr.pipe(out, { end: false });
  const lines = [];
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    lines.push(line);
    out.write(`${line}\n`);
  });
  return new Promise((resolve) => {
    child.once("close", (code) => {
      out.end();
      const text = lines.join("\n");
      const match = SUMMARY.exec(text);
      const [passed, failed, skipped] = match ? match.slice(1).map(Number) : [0, 0, 0];
      // A test is indented under its file; the report's closing list of failures repeats them unindented.
      const failing = new Set(
        lines.filter((line) => /^\s+✖/.test(line)).map((line) => FAILED_TEST.exec(line)?.[1] ?? line.trim()),
      );
      resolve({ code, summary: Boolean(match), passed, failed, skipped, failing: [...failing] });
    });
  });
}

/** Whether every test that caught a mutant is of the strict tier (a spec-conforming provider may differ). */
const strictOnly = (result) =>
  (result.failing ?? []).length > 0 && result.failing.every((name) => name.includes("[strict: D"));

/** One run: the provider with `mutant` (null: unchanged) and the suite against it. */
async function runOne(work, mutant, secret, suites) {
  const name = mutant?.id ?? "baseline";
  const bundle = path.join(root, ".cache", `mutant-provider-${process.pid}.mjs`);
  const started = performance.now();
  try {
    await buildProvider(bundle, mutant);
  } catch (error) {
    return { id: name, error: `build: ${error.message}` };
  }
  const provider = startProvider(bundle, [`--secret=${secret}`, "--demo-endpoints", "--provider-states"]);
  try {
    const url = await provider.ready;
    const result = await runSuite(work, url, secret, path.join(work, `${name}.log`), suites);
    return { id: name, ...result, seconds: Math.round((performance.now() - started) / 1000) };
  } catch (error) {
    return { id: name, error: error.message, seconds: Math.round((performance.now() - started) / 1000) };
  } finally {
    await provider.stop();
    rmSync(bundle, { force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      suite: { type: "string" },
      "no-baseline": { type: "boolean", default: false },
      out: { type: "string", default: ".cache/contract-mutants.json" },
    },
  });
  const all = readMutants();
  const only = values.only?.split(",");
  const unknown = only?.filter((id) => !all.some((mutant) => mutant.id === id)) ?? [];
  const problems = [...all.map(mutantProblem).filter(Boolean), ...unknown.map((id) => `no mutant ${id}`)];
  if (problems.length) {
    console.error(`contract:mutants: ${problems.join("\n")}`);
    process.exit(2);
  }
  const mutants = only ? all.filter((mutant) => only.includes(mutant.id)) : all;
  // The suite runs from a folder outside the repository, as a provider team runs the downloaded file.
  const work = mkdtempSync(path.join(os.tmpdir(), "contract-mutants-"));
  await buildContractBundle(path.join(work, "contract.mjs"));
  copyFileSync(path.join(root, "contract-tests/accounts.fake.json"), path.join(work, "accounts.json"));
  const secret = randomBytes(32).toString("base64url");
  console.log(`${mutants.length} mutants, one at a time; logs in ${work}`);

  if (!values["no-baseline"]) {
    const baseline = await runOne(work, null, secret, values.suite);
    console.log(
      `baseline: ${baseline.passed} passed, ${baseline.failed} failed, ${baseline.skipped} skipped`,
    );
    if (baseline.error || baseline.failed || !baseline.summary) {
      console.error(
        `contract:mutants: the unchanged provider does not pass (${baseline.error ?? "see baseline.log"})`,
      );
      process.exit(1);
    }
  }
  const results = [];
  for (const mutant of mutants) {
    const result = await runOne(work, mutant, secret, values.suite);
    result.caught = Boolean(result.error) || result.failed > 0 || result.code !== 0;
    result.strictOnly = strictOnly(result);
    results.push(result);
    const how = result.error
      ? `caught: ${result.error.split("\n")[0]}`
      : result.caught
        ? `caught by ${result.failed} failed${strictOnly(result) ? " (strict only)" : ""}: ${result.failing.slice(0, 3).join(" | ")}`
        : `MISSED (${result.passed} passed, ${result.skipped} skipped)`;
    console.log(`${mutant.id.padEnd(36)} ${String(result.seconds).padStart(4)} s  ${how}`);
  }
  const caught = results.filter((result) => result.caught).length;
  console.log(`\n${caught} of ${results.length} mutants caught`);
  writeFileSync(path.resolve(root, values.out), `${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = caught === results.length ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
