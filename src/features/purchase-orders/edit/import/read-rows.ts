// The rows of an imported CSV (issue 30 item 4, D226): a code (SKU or MPN), a quantity and an optional
// cost, in any order, with or without a header. A header is known by its names; without one the
// columns are told apart by their values: the code is the first column that is not all numbers, the
// quantity the first other column of whole numbers, the cost the first other one of amounts. Codes
// that are all digits (UPCs) and no header: the order code, quantity, cost is taken.
import { parseMoney, parseQuantity } from "../../../../../schema/money.ts";

/** One row of the file as the preview shows it. */
export interface ImportRow {
  /** 1-based line of the file (the header counts). */
  line: number;
  code: string;
  quantityText: string;
  /** Whole units, at least 1; null when the quantity cannot be read. */
  quantity: number | null;
  costText: string;
  /** Cents when a cost is given and read; null when none is given or it cannot be read. */
  costCents: number | null;
  problem: "code" | "quantity" | "cost" | null;
}

const CODE = /^(sku|mpn|upc|upc\/mpn|code|product code|item code|part|part number|variant sku)$/;
const QUANTITY = /^(qty|quantity|order quantity|units|count)$/;
const COST = /^(cost|unit cost|price|unit price|cost price)$/;

const name = (cell: string) => cell.trim().toLowerCase();
const isWhole = (cell: string) => /^\d+$/.test(cell.trim());
/** "$1,234.50" and "12,5" (a decimal comma: one or two digits after it) as parseMoney reads them. */
const moneyText = (cell: string) =>
  cell
    .trim()
    .replace(/^\$/, "")
    .replace(/^(\d+),(\d{1,2})$/, "$1.$2")
    .replace(/^\d{1,3}(,\d{3})+(\.\d*)?$/, (m) => m.replace(/,/g, ""));
const isMoney = (cell: string) => parseMoney(moneyText(cell)) !== null;

interface Columns {
  /** Where to read the code from, first non-empty wins (a SKU and an MPN column). */
  code: number[];
  quantity: number;
  cost: number | null;
}

/** The columns a header row names, or null when the first row is no header. */
function headerColumns(first: readonly string[]): Columns | null {
  const names = first.map(name);
  const code = names.flatMap((n, at) => (CODE.test(n) ? [at] : []));
  const quantity = names.findIndex((n) => QUANTITY.test(n));
  const cost = names.findIndex((n) => COST.test(n));
  if (code.length === 0 || quantity === -1) return null;
  // SKU before MPN, whatever the file's order.
  code.sort((a, b) => Number(names[b] === "sku") - Number(names[a] === "sku"));
  return { code, quantity, cost: cost === -1 ? null : cost };
}

/** The columns guessed from the values of a file without a header. */
function guessedColumns(rows: readonly (readonly string[])[]): Columns {
  const width = Math.max(...rows.map((row) => row.length));
  const cells = (at: number) => rows.map((row) => row[at] ?? "").filter((cell) => cell.trim() !== "");
  const all = (at: number, test: (cell: string) => boolean) => cells(at).length > 0 && cells(at).every(test);
  const columns = Array.from({ length: width }, (_, at) => at);
  const numeric = (at: number) => all(at, isMoney);
  const code = columns.find((at) => !numeric(at));
  if (code === undefined) return { code: [0], quantity: 1, cost: width > 2 ? 2 : null };
  const rest = columns.filter((at) => at !== code);
  const quantity = rest.find((at) => all(at, isWhole)) ?? rest[0] ?? 1;
  const cost = rest.find((at) => at !== quantity && all(at, isMoney)) ?? null;
  return { code: [code], quantity, cost };
}

/** The rows of a parsed table (rows of cells; blank rows already left out by the parser). */
export function readRows(table: readonly (readonly string[])[]): { rows: ImportRow[]; header: boolean } {
  if (table.length === 0) return { rows: [], header: false };
  const fromHeader = headerColumns(table[0]!);
  const body = fromHeader ? table.slice(1) : table;
  const columns = fromHeader ?? guessedColumns(body);
  const rows = body.map((cells, at): ImportRow => {
    const cell = (index: number | null) => (index === null ? "" : (cells[index] ?? "").trim());
    const code = columns.code.map(cell).find((text) => text !== "") ?? "";
    const quantityText = cell(columns.quantity);
    const costText = cell(columns.cost);
    const read = parseQuantity(quantityText);
    const quantity = read !== null && read > 0 ? read : null;
    const costCents = costText === "" ? null : parseMoney(moneyText(costText));
    const problem =
      code === ""
        ? "code"
        : quantity === null
          ? "quantity"
          : costText !== "" && costCents === null
            ? "cost"
            : null;
    return { line: at + (fromHeader ? 2 : 1), code, quantityText, quantity, costText, costCents, problem };
  });
  return { rows, header: fromHeader !== null };
}
