// CSV files that spreadsheets open as meant: UTF-8 with a byte-order mark (Excel reads
// UTF-8 only with it), RFC 4180 quoting with CRLF line ends, money as plain numbers, dates in ISO 8601,
// and text cells that a spreadsheet would run as a formula made inert with a leading ' (OWASP, CSV
// injection). Written here rather than with papaparse's unparse: quoting is a few lines, the library
// is 7 kB gzip on a whole-app budget already spent (D75); its parser reads the files back in tests.
// Loaded only when a file is exported (a dynamic import in ui/export-button.tsx); what the
// readers build, the table and its money cells, is in csv-table.ts.

import type { CsvCell, CsvTable } from "./csv-table.ts";
import { localDay } from "./format.ts";

/**
 * A text cell starting with =, +, -, @, tab or CR is read as a formula by some spreadsheet, so it is
 * written after a ' (D76). A cell that is all one decimal number ("-5", "1234.50") is left alone: a
 * spreadsheet reads it as that number and nothing else, and a negative amount stays a number.
 */
const FORMULA_START = /^(?![+-]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

const BOM = "\uFEFF";

/** One cell as RFC 4180 writes it: quoted when it holds a quote, comma, line break or edge space. */
function cellText(cell: CsvCell): string {
  if (cell === null) return "";
  const text = typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : String(cell);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: BOM, header, rows, CRLF between records. */
export function csvText(table: CsvTable): string {
  const lines = [table.header, ...table.rows].map((row) => row.map(cellText).join(","));
  return BOM + lines.join("\r\n");
}

/** The file as a download: CSV text, UTF-8. */
export const csvBlob = (text: string) => new Blob([text], { type: "text/csv;charset=utf-8" });

/** "purchase-orders" -> "purchase-orders-2026-11-24.csv", today's date where the user is. */
export const csvFileName = (stem: string, now = new Date()): string => `${stem}-${localDay(now)}.csv`;
