// Types for scripts/package-eager.mjs, so its test stays checked.
import type { Metafile } from "esbuild";

export function runtimeChunks(metafile: Metafile): string[];
/** Rewrites the written files of `metafile` (paths relative to `root`) that hold a CommonJS module. */
export function eagerCommonJs(metafile: Metafile, root: string): void;
