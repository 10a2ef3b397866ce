// Types for scripts/site-files.mjs, so TypeScript callers (test/site-files.test.ts) stay checked.
import type { Metafile } from "esbuild";

interface SiteOptions {
  metafile: Metafile;
  /** Absolute. */
  outdir: string;
  base: string;
  demo?: boolean;
  liveReload?: boolean;
}

export const LIVE_RELOAD_FILE: string;
export const ENTRY: string;
export const APP_ROOT: string;
export function renderIndexHtml(options: SiteOptions): string;
export function writeSiteFiles(options: SiteOptions & { demo: boolean; liveReload: boolean }): Promise<void>;
