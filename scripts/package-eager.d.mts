// Types for scripts/package-eager.mjs, so its test stays checked.
import type { Metafile } from "esbuild";

export interface TextEdit {
  start: number;
  removed: number;
  text: string;
}
export function runtimeChunks(metafile: Metafile): string[];
export function eagerWrapperEdits(text: string, runtimes: string[]): TextEdit[];
/** Rewrites the written files of `metafile` (paths relative to `root`) that hold a CommonJS module. */
export function eagerCommonJs(metafile: Metafile, root: string): void;
export function applyEdits(text: string, edits: TextEdit[]): string;
export function shiftMappings(
  mappings: string,
  text: string,
  edits: { start: number; removed: number; added: number }[],
): string;
