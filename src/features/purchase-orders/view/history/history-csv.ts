// The order's history as its own CSV file (D232): one row per change, newest first, values as the
// provider recorded them (money as plain numbers, dates in ISO 8601), so a spreadsheet reads them.
import type { CsvTable } from "../../../../lib/csv-table.ts";
import type { OrderChange } from "./api/order-history.ts";
import { CHANGE_WHAT, HISTORY_TEXT } from "./strings.ts";

const C = HISTORY_TEXT.columns;

export const historyCsv = (changes: readonly OrderChange[]): CsvTable => ({
  header: [C.when, C.who, C.what, C.line, C.from, C.to],
  rows: changes.map((change) => [
    change.at,
    change.by.name,
    CHANGE_WHAT[change.kind] ?? HISTORY_TEXT.otherChange,
    change.line,
    change.from,
    change.to,
  ]),
});
