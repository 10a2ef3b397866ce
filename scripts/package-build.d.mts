// Types for scripts/package-build.mjs, so its test stays checked.
import type { BuildOptions, Metafile } from "esbuild";

/** Builds `options` into `outdir` (absolute) with the packages' files from `cacheDir` when it holds them. */
export function buildWithPackages(
  options: BuildOptions,
  outdir: string,
  settings?: { cacheDir?: string },
): Promise<{ metafile: Metafile; packages: "cached" | "built" }>;
