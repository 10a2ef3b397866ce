// Types for scripts/provider-process.mjs, so the TypeScript journeys that start the provider stay checked.

export interface ProviderProcess {
  /** Its URL (`http://127.0.0.1:PORT`, no trailing slash) once it listens; rejects with why it did not start. */
  ready: Promise<string>;
  /** Ends it (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** Starts `bundle` (mocks/server.ts bundled) on a free loopback port with `flags`. */
export function startProvider(
  bundle: string,
  flags: readonly string[],
  options?: { onLine?(line: string): void; onStderr?(chunk: string | Buffer): void },
): ProviderProcess;
