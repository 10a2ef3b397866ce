// `npm run contract -- --url URL --accounts FILE [...]` (docs/PROVIDERS.md): the contract suite against
// any provider, on node:test. This process reads the options, checks the provider answers, then runs
// itself again as the test process with node:test's reporters (they are chosen by Node's own flags):
// spec, junit or tap for the report, and the summary below for the last line. The suite's files are
// loaded by literal imports (suites.ts), so this file bundles into one with everything it runs.
import { spawn } from "node:child_process";
import { EXTENSIONS } from "./support/config.ts";
import { readRunOptions, USAGE, UsageError, type RunOptions } from "./support/run-options.ts";

/**
 * node:test's reporter for the last line, `N passed, N failed, N skipped`, after the skip reasons with
 * their counts. Passed to Node as a data: URL, so it needs no file of its own: it must use nothing
 * from outside its own body.
 */
async function* summaryReporter(source: AsyncIterable<{ type: string; data: any }>) {
  let passed = 0;
  let failed = 0;
  const skipped = new Map<string, number>();
  for await (const { type, data } of source) {
    if (type !== "test:pass" && type !== "test:fail") continue;
    if (data.details?.type === "suite") {
      // A suite fails on its own (a hook, or its file failed to load) only when no test of it failed.
      if (type === "test:fail" && data.details.error?.failureType !== "subtestsFailed") failed++;
      continue;
    }
    if (data.skip !== undefined || data.todo !== undefined) {
      const reason = String(data.skip ?? data.todo);
      skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    } else if (type === "test:pass") passed++;
    else failed++;
  }
  const skips = [...skipped].sort((a, b) => b[1] - a[1]);
  if (skips.length) yield `\nSkipped, by reason:\n${skips.map(([why, n]) => `  ${n} ${why}`).join("\n")}\n`;
  const total = skips.reduce((sum, [, n]) => sum + n, 0);
  yield `\n${passed} passed, ${failed} failed, ${total} skipped\n`;
}

const SUMMARY = `data:text/javascript,${encodeURIComponent(`export default ${summaryReporter.toString()}`)}`;

/** The test process: the extensions probed once, then every file's tests registered and run. */
async function testProcess() {
  const { probeExtensions } = await import("./support/tiers.ts");
  const { startInProcessProvider } = await import("./support/target.ts");
  await startInProcessProvider();
  await probeExtensions();
  const { SUITES } = await import("./suites.ts");
  const names = process.env.CONTRACT_SUITES?.split(",") ?? Object.keys(SUITES);
  for (const name of names) await SUITES[name]!();
}

/** Whether the provider answers at all (any HTTP status will do): a run against nothing would only fail. */
async function reachable(url: string): Promise<string | null> {
  try {
    await fetch(`${url}/graphql/`, { method: "GET", signal: AbortSignal.timeout(10_000) });
    return null;
  } catch (error) {
    return String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
  }
}

function runTests(options: RunOptions): Promise<number> {
  const { reporter, out, grep } = options;
  // With the report on standard output as XML, the summary goes to standard error.
  const summaryTo = reporter !== "spec" && !out ? "stderr" : "stdout";
  const args = [
    ...process.execArgv,
    `--test-reporter=${reporter}`,
    `--test-reporter-destination=${out ?? "stdout"}`,
    `--test-reporter=${SUMMARY}`,
    `--test-reporter-destination=${summaryTo}`,
    ...(grep ? [`--test-name-pattern=${grep}`] : []),
    process.argv[1]!,
  ];
  const env: NodeJS.ProcessEnv = { ...process.env, CONTRACT_RUN: JSON.stringify(options.config) };
  // support/target.ts reads these.
  delete env.PROVIDER_URL;
  if (options.config.url) env.PROVIDER_URL = options.config.url;
  if (options.config.secret) env.PROVIDER_JWT_SECRET = options.config.secret;
  delete env.CONTRACT_SUITES;
  if (options.suites) env.CONTRACT_SUITES = options.suites.join(",");
  const child = spawn(process.execPath, args, { stdio: "inherit", env });
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  });
}

/** Refuses suite names that are not files of the suite. */
async function checkSuites(names: string[] | null) {
  const { SUITES } = await import("./suites.ts");
  const unknown = names?.filter((name) => !(name in SUITES)) ?? [];
  if (unknown.length)
    throw new UsageError(
      `--suite: no file ${unknown.join(", ")} (there are ${Object.keys(SUITES).join(", ")})`,
    );
}

async function main(): Promise<number> {
  let options: RunOptions;
  try {
    options = readRunOptions(process.argv.slice(2), process.env);
    await checkSuites(options.suites);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run contract: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { url, statesUrl, strict, extensions } = options.config;
  if (url) {
    const problem = await reachable(url);
    if (problem) {
      console.error(`npm run contract: the provider at ${url} cannot be reached (${problem}).`);
      return 3;
    }
  }
  console.log(
    `Contract suite against ${url ?? "the fake provider in this process"}: ` +
      `accounts ${Object.keys(options.config.accounts).join(", ")}; ` +
      `states ${statesUrl ?? "not asked for"}; extensions ${extensions === "probe" ? "probed" : extensions.join(",") || "none"}` +
      ` (of ${EXTENSIONS.join(", ")}); strict ${strict ? "on" : "off"}`,
  );
  return runTests(options);
}

// The test process is this file again, told so by CONTRACT_RUN (the run's configuration, support/config.ts).
if (process.env.CONTRACT_RUN) await testProcess();
else process.exitCode = await main();
