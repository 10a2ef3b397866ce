// Types for scripts/contract-mutants.mjs, so its self-check (test/contract-mutants.test.ts) stays checked.

export interface Mutant {
  id: string;
  description: string;
  file: string;
  find: string;
  replace: string;
}

export const MUTANTS_FILE: string;
/** The mutants of contract-tests/mutants/mutants.json. */
export function readMutants(file?: string): Mutant[];
/** Why `mutant` cannot be applied to the sources as they are now, or null when it can. */
export function mutantProblem(mutant: Mutant): string | null;
/** `mutant` applied to `source`. */
export function mutate(source: string, mutant: Mutant): string;
