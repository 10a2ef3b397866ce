// Types for scripts/median.mjs, so the TypeScript benchmarks stay checked.

/** The median of `values` (not changed); there must be at least one. */
export function median(values: readonly number[]): number;
