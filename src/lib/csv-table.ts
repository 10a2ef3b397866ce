// What an exported file holds, built by each export's reader; csv.ts writes it out and
// is loaded only when exporting, so this small part is all the screens carry.

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** What a file holds: the screen's column names, then one row per record. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** Money as a spreadsheet reads a plain number: 1234.5 -> "1234.50" (no $, no thousands separator). */
export function csvMoney(dollars: number): string {
  return (Math.round(dollars * 100) / 100).toFixed(2);
}
