// Types for scripts/package-imports.mjs, so its test stays checked.

export interface PackageLink {
  file: string;
  spec: string;
  names: Record<string, string>;
  namespace?: string;
}
export interface LinkEdit {
  start: number;
  removed: number;
  added: number;
}
/** `text` with its imports of the placeholders in `links` linked to their group files. */
export function linkImports(
  text: string,
  links: Map<string, PackageLink>,
): { text: string; edits: LinkEdit[] } | undefined;
/** `mappings` with the generated columns moved by `edits` (made on `text`). */
export function shiftMappings(mappings: string, text: string, edits: LinkEdit[]): string;
