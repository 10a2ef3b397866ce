// Types for scripts/package-groups.mjs, so its test stays checked.
import type { Metafile } from "esbuild";

/** The packages `specs` grouped by the loads that import them; "initial" is the first load's. */
export function packageGroups(
  metafile: Metafile,
  specOf: Map<string, string>,
  specs: string[],
  initial: string[],
): Record<string, string[]>;
/** A group's module: the names our code takes, exported under short names; links say which. */
export function groupSource(
  specs: string[],
  usage: Record<string, { names: string[]; members: string[] }>,
): {
  source: string;
  links: Record<string, { names: Record<string, string>; namespace?: string }>;
};
