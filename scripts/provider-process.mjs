// The fake provider over HTTP in a process of its own, for the scripts that run the contract suite
// against it (scripts/test.mjs, scripts/contract-mutants.mjs). mocks/server-summary.ts keeps its first
// line exactly `Fake provider listening on http://...`; that line is how a start is told from a failure.
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY = /^Fake provider listening on (http:\/\/\S+)/;
/** How long a start may take before it counts as hung: the seed is made with faker, a few seconds. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts `bundle` (mocks/server.ts bundled, scripts/node-bundle.mjs) on a free loopback port with `flags`.
 * `ready` resolves with its URL, or rejects with why it did not start (its stderr then in the message);
 * `stop` ends it, SIGKILL if SIGTERM has not within 5 s. `onLine` is given its later stdout lines and
 * `onStderr` what it writes to stderr.
 */
export function startProvider(bundle, flags, { onLine = () => {}, onStderr = () => {} } = {}) {
  const child = spawn(process.execPath, [bundle, "--port", "0", ...flags], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    onStderr(chunk);
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "Fake provider listening on" line within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    let first = true;
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      if (!first) return onLine(line);
      first = false;
      clearTimeout(timer);
      const match = READY.exec(line);
      if (match) resolve(match[1]);
      else reject(new Error(`its first line was not "Fake provider listening on http://...": ${line}`));
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`it exited (${signal ?? code}) before it was ready: ${stderr.trim()}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref(); // a server that ignores SIGTERM
    });
  return { ready, stop };
}
