// Types for scripts/package-usage.mjs, so its test stays checked.

export interface PackageUse {
  names: Set<string>;
  members: Set<string>;
  whole: boolean;
}
/** Adds what minified `text` imports from the paths `specOf` knows; returns the specs imported as a namespace. */
export function scanOutput(
  text: string,
  specOf: Map<string, string>,
  uses: Map<string, PackageUse>,
): Set<string>;
/** The members `source` reads off its namespace import of `spec`, "whole", or undefined without one. */
export function namespaceMembers(source: string, spec: string): Set<string> | "whole" | undefined;
