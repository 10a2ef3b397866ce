// Types for serve.mjs, so TypeScript callers (demo/harness.ts) stay checked.
export interface ServerOptions {
  dir: string;
  /** 0 picks a free port. Default 4173. */
  port?: number;
  /** The address to listen on. Default 127.0.0.1 (this machine only); 0.0.0.0 for every interface. */
  host?: string;
  base?: string;
  csp?: boolean;
  quiet?: boolean;
  /** Serve `<base>__reload` (server-sent events) for build.mjs --watch. */
  liveReload?: boolean;
  /** List the demo accounts after the URL; default: when the folder holds demo-seed.json. */
  demoAccounts?: boolean;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port><base>` */
  url: string;
  /** The URLs other devices can open it at (every IPv4 address but loopback when host is 0.0.0.0). */
  networkUrls: string[];
  reload(): void;
  close(): Promise<void>;
}

export function startServer(options: ServerOptions): Promise<RunningServer>;
/** The command line's options (`node scripts/serve.mjs <dir> ...`); throws with a one-line reason. */
export function parseArgs(
  argv: string[],
): Required<Pick<ServerOptions, "dir" | "port" | "host" | "base" | "csp">>;
/** The URLs a server on `host`:`port` can be opened at from another device. */
export function networkUrls(
  host: string,
  port: number,
  base?: string,
  interfaces?: NodeJS.Dict<import("node:os").NetworkInterfaceInfo[]>,
): string[];
export const DEMO_ACCOUNTS: [email: string, what: string][];
export const DEMO_PASSWORD: string;
