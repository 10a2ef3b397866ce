// Types for build.mjs, so TypeScript callers (demo/harness.ts, the build's tests) stay checked.
import type { Metafile } from "esbuild";

export interface BuildOptions {
  demo?: boolean;
  preact?: boolean;
  /** Relative to the project folder; default "dist". */
  outdir?: string;
  /** Default "/"; normalised to a leading and trailing slash. */
  base?: string;
  /** Default ".cache/meta.json". */
  metafilePath?: string;
}

export function build(options?: BuildOptions): Promise<{
  metafile: Metafile;
  outdir: string;
  ms: number;
  stages: Record<string, number>;
}>;
export function normalizeBase(base?: string): string;
