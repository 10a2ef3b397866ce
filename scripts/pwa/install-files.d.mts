// Types for scripts/pwa/install-files.mjs, so TypeScript callers (test/pwa-files.test.ts) stay checked.
export const MANIFEST_FILE: string;
export const INSTALL_FILES: string[];
export function renderManifest(base: string): string;
export function installLinks(): string[];
export function writeInstallFiles(options: {
  outdir: string;
  base: string;
  put(name: string, text: string): Promise<void>;
}): Promise<void>;
