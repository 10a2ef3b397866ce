// Types for scripts/pwa/offline-files.mjs, so TypeScript callers (test/pwa-files.test.ts) stay checked.
import type { Metafile } from "esbuild";

export const WORKER_FILE: string;
export function precacheFiles(metafile: Metafile, outdir: string): string[];
export function renderWorker(files: string[], indexHtml: string): string;
