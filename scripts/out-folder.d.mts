// Types for scripts/out-folder.mjs, so its test stays checked.
import type { Metafile } from "esbuild";

/** Clears what a build wrote into `outdir`. */
export function cleanOutdir(outdir: string): Promise<void>;
/** Clears the generated files beside assets/ and lists what assets/ holds. */
export function previousAssets(outdir: string): Promise<string[]>;
/** Removes the files of `previous` that `metafile`'s build did not write. */
export function removeStale(previous: string[], metafile: Metafile): Promise<void>;
