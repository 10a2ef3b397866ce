// Starting `mocks/server.ts` from a test, with flags of its own: what only the HTTP server does (its
// command line, CORS, content types) or what needs a second process (a restart). Such tests run once,
// in the in-process lane; the HTTP lane's own server is the one scripts/test.mjs started.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { contract } from "./tiers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const READY = /^Fake provider listening on (http:\/\/\S+)/;

let bundle: Promise<string> | null = null;

/**
 * mocks/server.ts bundled once per test process (D94), removed when the process ends: each start then
 * loads one module instead of compiling ~300 TypeScript files through the loader (1.2 s less CPU).
 * esbuild is imported only then: the suite bundled on its own (run.ts) runs without it against a
 * provider, where these tests are skipped.
 */
export function serverBundle(): Promise<string> {
  bundle ??= import("../../scripts/node-bundle.mjs")
    .then(({ buildProviderServer }) =>
      buildProviderServer(path.join(root, ".cache", `provider-server-${process.pid}.mjs`)),
    )
    .then((file) => {
      process.once("exit", () => rmSync(file, { force: true }));
      return file;
    });
  return bundle;
}

const OWN_SERVER = "starts a fake provider of its own: the in-process run covers it";

/** A test that starts servers of its own: skipped, with the reason, with `--url` (the in-process run covers it). */
export const ownProcess = (name: string, body: () => Promise<void>) =>
  contract(name, {}, async ({ t }) => (process.env.PROVIDER_URL ? void t.skip(OWN_SERVER) : body()));

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
  /** Ends the server as `kill -9` would: no chance to finish anything. */
  crash?(): Promise<void>;
}

/** Runs the server with `args` (a free port on loopback unless given): its URL once it listens, or why it exited. */
export async function startServer(args: string[] = [], { shared = false } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverBundle(), "--port", "0", ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Once listening (before, nothing else may be keeping this process alive while it waits).
  const release = () => {
    child.unref();
    for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref(): void }).unref();
    process.once("exit", () => child.kill());
  };
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const end = (signal: NodeJS.Signals) => () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  const stop = end("SIGTERM");
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once("line", (line) => {
      const match = READY.exec(line);
      if (match && shared) release();
      if (match) resolve({ url: match[1]!, stop, crash: end("SIGKILL") });
      else reject(new Error(`the server said "${line}"`));
    });
    child.once("exit", (code) => reject(new ServerExited(code ?? -1, stderr.trim())));
  });
}

export class ServerExited extends Error {
  constructor(
    readonly code: number,
    readonly stderr: string,
  ) {
    super(`the server exited with ${code}: ${stderr}`);
  }
}

/** The exit of a server that must refuse to start with `args`. */
export async function refusedStart(args: string[]): Promise<ServerExited> {
  try {
    const server = await startServer(args);
    await server.stop();
  } catch (error) {
    if (error instanceof ServerExited) return error;
    throw error;
  }
  throw new Error(`the server started with ${args.join(" ")}`);
}

let shared: Promise<ServerProcess> | null = null;

/**
 * One server with the default flags for every test file of this process (starting one costs seconds:
 * the seed is made with faker). It never keeps the process alive and ends with it; `stop` does nothing.
 */
export function defaultServer(): Promise<ServerProcess> {
  shared ??= startServer([], { shared: true }).then((server) => ({ ...server, stop: async () => {} }));
  return shared;
}

/** The HTTP server under test: the HTTP lane's own, else the shared default one. */
export async function httpServer(): Promise<ServerProcess> {
  const remote = process.env.PROVIDER_URL;
  if (remote) return { url: remote.replace(/\/$/, ""), stop: async () => {} };
  return defaultServer();
}
