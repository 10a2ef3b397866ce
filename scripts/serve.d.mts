// Types for serve.mjs, so TypeScript callers (demo/harness.ts) stay checked.
export interface ServerOptions {
  dir: string;
  /** 0 picks a free port. Default 4173. */
  port?: number;
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
  reload(): void;
  close(): Promise<void>;
}

export function startServer(options: ServerOptions): Promise<RunningServer>;
export const DEMO_ACCOUNTS: [email: string, what: string][];
export const DEMO_PASSWORD: string;
