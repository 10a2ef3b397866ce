// Screen tests: read a table as a user reads it, row by row. A table is given by its accessible name
// (the one table on screen with that name) or as the element itself (a table without a name, say).
// The first row is the header row; the rows after it are the body rows.
import { screen, within } from "@testing-library/react";

export type TableRef = string | HTMLElement;

const tableOf = (table: TableRef): HTMLElement =>
  typeof table === "string" ? screen.getByRole("table", { name: table }) : table;

/** The rows of `table` after its header row. */
export function bodyRows(table: TableRef): HTMLElement[] {
  return within(tableOf(table)).getAllByRole("row").slice(1);
}

/** The texts of the cells of `row`, in order (header cells not counted). */
function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

/** The body rows of `table`, each as the texts of its cells. */
export function tableRows(table: TableRef): string[][] {
  return bodyRows(table).map(cellTexts);
}

/** The texts of the column headers of `table`. */
export function headerTexts(table: TableRef): string[] {
  return within(tableOf(table))
    .getAllByRole("columnheader")
    .map((th) => th.textContent ?? "");
}

const byHeader = (headers: string[], cells: string[]): Record<string, string> =>
  Object.fromEntries(cells.map((text, i) => [headers[i] ?? `column ${i + 1}`, text]));

/** The body rows of `table`, each as a record of its cells' texts by their column headers' texts. */
export function tableRecords(table: TableRef): Record<string, string>[] {
  const headers = headerTexts(table);
  return tableRows(table).map((cells) => byHeader(headers, cells));
}

/** One row of `table` (the row itself or an element inside it), as a record like tableRecords'. */
export function rowRecord(table: TableRef, inRow: HTMLElement): Record<string, string> {
  const row = inRow.closest("tr");
  if (!row) throw new Error("The element is not inside a table row");
  return byHeader(headerTexts(table), cellTexts(row));
}

/** The texts of the column headed `header`, one per body row; throws when `table` has no such column. */
export function columnTexts(table: TableRef, header: string): string[] {
  const at = headerTexts(table).indexOf(header);
  if (at < 0) throw new Error(`No column headed "${header}" in the table`);
  return tableRows(table).map((cells) => cells[at] ?? "");
}
