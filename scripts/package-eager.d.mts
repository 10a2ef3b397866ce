// Types for scripts/package-eager.mjs, so its test stays checked.
import type { Metafile } from "esbuild";

export interface BuiltFile {
  rel: string;
  contents: Uint8Array;
}
/** The names of esbuild's runtime chunks in `metafile` (its helpers: outputs of no input). */
export function runtimeChunks(metafile: Metafile): string[];
/** Each edit: where, how many characters it removes, and the text it puts there. */
export function eagerWrapperEdits(
  text: string,
  runtimes: string[],
): { start: number; removed: number; text: string }[];
/** The files with esbuild's CommonJS wrappers made eager and their source maps moved to match. */
export function eagerCommonJs(files: BuiltFile[], runtimes: string[]): BuiltFile[];
