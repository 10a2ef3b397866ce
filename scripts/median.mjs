// The one median of the benchmarks (npm run bench and scripts/bench-*.ts): of an odd count the middle
// value; of an even count the upper of the two middle ones, as the figures have always been taken.

/** The median of `values` (not changed); there must be at least one. */
export function median(values) {
  if (values.length === 0) throw new Error("median: no values to take it of");
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}
