// Types for scripts/out-folder.mjs, so its test stays checked.

/** Clears what a build wrote into `outdir`. */
export function cleanOutdir(outdir: string): Promise<void>;
