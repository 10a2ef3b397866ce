// From the preview to the order (D226): the matched rows as new lines and as more on lines already
// there (one line per product, as Add Item keeps), a file's repeated item summed into one line, each
// new line's cost the file's, else the item's last price (D225), else 0; and whether the order would
// then pass one of its limits (500 lines, the quantity and amount caps), said before anything is sent.
import { orderSizeProblem } from "../../../../../schema/order-size.ts";
import { parseMoney, parseQuantity } from "../../../../../schema/money.ts";
import type { ItemRow } from "../engine/rows.ts";
import type { ImportItem, RowResult } from "./match-lines.ts";
import type { ImportRow } from "./read-rows.ts";

/** One line the import makes or adds to. */
export interface PlannedLine {
  item: ImportItem;
  /** Units the file adds. */
  quantity: number;
  /** The file's cost, else (a new line) the last price; null: none known. */
  costCents: number | null;
  /** The line already on the order this adds to, or null for a new line. */
  onOrder: ItemRow | null;
}

export interface ImportPlan {
  lines: PlannedLine[];
  /** Rows by what became of them; unchecked: the search for the code failed or has not answered. */
  counts: {
    rows: number;
    matched: number;
    none: number;
    several: number;
    unreadable: number;
    unchecked: number;
  };
  newLines: number;
  units: number;
  /** What the matched rows cost at their costs (a line with none counts 0). */
  cents: number;
  /** Why Add cannot be pressed, or null. */
  problem:
    | { kind: "lines"; lines: number }
    | { kind: "quantity" }
    | { kind: "amount" }
    | { kind: "busy"; name: string }
    | { kind: "nothing" }
    | null;
}

const sameItem = (a: { productId: string; variationId: string | null }) => (b: typeof a) =>
  a.productId === b.productId && a.variationId === b.variationId;

/** The plan for the rows of a file with their results, over the lines on the order now. */
export function planImport(
  rows: readonly ImportRow[],
  resultOf: (row: ImportRow) => RowResult | undefined,
  onOrder: readonly ItemRow[],
  shippingCents: number,
  lastPriceCents: (item: ImportItem) => number | null,
): ImportPlan {
  const counts = { rows: rows.length, matched: 0, none: 0, several: 0, unreadable: 0, unchecked: 0 };
  const lines: PlannedLine[] = [];
  for (const row of rows) {
    const result = row.problem ? undefined : resultOf(row);
    if (row.problem) counts.unreadable += 1;
    else if (!result || result.kind === "failed") counts.unchecked += 1;
    else if (result.kind !== "matched") counts[result.kind] += 1;
    if (result?.kind !== "matched") continue;
    counts.matched += 1;
    const known = lines.find((line) => sameItem(line.item)(result.item));
    if (known) {
      known.quantity += row.quantity!;
      known.costCents ??= row.costCents;
      continue;
    }
    const existing = onOrder.find(sameItem(result.item)) ?? null;
    const costCents = row.costCents ?? (existing ? null : lastPriceCents(result.item));
    lines.push({ item: result.item, quantity: row.quantity!, costCents, onOrder: existing });
  }
  const newLines = lines.filter((line) => !line.onOrder).length;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const cents = lines.reduce(
    (sum, line) => sum + line.quantity * (line.costCents ?? parseMoney(line.onOrder?.unitCost ?? "") ?? 0),
    0,
  );
  return { lines, counts, newLines, units, cents, problem: problemOf(lines, onOrder, shippingCents) };
}

function problemOf(lines: readonly PlannedLine[], onOrder: readonly ItemRow[], shippingCents: number) {
  if (lines.length === 0) return { kind: "nothing" as const };
  const busy = lines.find((line) => line.onOrder?.unsent === "sending");
  if (busy) return { kind: "busy" as const, name: busy.item.name };
  // The order as it would be: its lines with the imported units added, then the new lines.
  const after = onOrder.map((row) => {
    const line = lines.find((planned) => planned.onOrder === row);
    const quantity = (parseQuantity(row.quantity) ?? 0) + (line?.quantity ?? 0);
    return { quantity, unitCostCents: line?.costCents ?? parseMoney(row.unitCost) ?? 0 };
  });
  for (const line of lines)
    if (!line.onOrder) after.push({ quantity: line.quantity, unitCostCents: line.costCents ?? 0 });
  const size = orderSizeProblem(after, shippingCents);
  if (!size) return null;
  return size.kind === "lines" ? size : { kind: size.kind };
}
