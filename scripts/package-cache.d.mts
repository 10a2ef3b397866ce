// Types for scripts/package-cache.mjs, so its test stays checked.
import type { BuildOptions } from "esbuild";

/** The part of the packages' key that our code's imports do not decide. */
export function baseKey(options: BuildOptions, outdir: string): Promise<string>;
