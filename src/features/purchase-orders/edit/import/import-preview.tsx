// The preview of an import (D226): totals first (what Add will do, and what keeps it from being
// pressed), then every row of the file with what it matched. A list below md: the code and quantity,
// then the result and cost.
import { formatCents } from "../../../../../schema/format.ts";
import { parseMoney, parseQuantity } from "../../../../../schema/money.ts";
import { DataTable, type Column } from "../../../../ui/data-table.tsx";
import { IMPORT_LINES_TEXT } from "../../shared/strings.ts";
import type { ImportItem, RowResult } from "./match-lines.ts";
import type { ImportPlan } from "./plan-import.ts";
import type { ImportRow } from "./read-rows.ts";

const T = IMPORT_LINES_TEXT;
const C = T.columns;

interface ImportPreviewProps {
  rows: readonly ImportRow[];
  resultOf(row: ImportRow): RowResult | undefined;
  plan: ImportPlan;
  priceCents(item: ImportItem): number | null;
  /** "Checking codes: 3 of 12…" while searches are out. */
  progress: string | null;
  problem: string | null;
}

export function ImportPreview({ rows, resultOf, plan, priceCents, progress, problem }: ImportPreviewProps) {
  function result(row: ImportRow) {
    if (row.problem) return T.problem[row.problem];
    const found = resultOf(row);
    if (!found) return "…";
    if (found.kind === "none") return T.none;
    if (found.kind === "several") return T.several(found.names);
    if (found.kind === "failed") return T.failed(found.reason);
    const line = plan.lines.find((planned) => sameItem(planned.item, found.item));
    const onOrder = line?.onOrder;
    return onOrder
      ? T.addsTo(found.item.name, (parseQuantity(onOrder.quantity) ?? 0) + (line?.quantity ?? 0))
      : T.matched(found.item.name);
  }
  function cost(row: ImportRow) {
    if (row.costCents !== null) return formatCents(row.costCents);
    const found = row.problem ? undefined : resultOf(row);
    if (found?.kind !== "matched") return row.costText;
    // A line already on the order keeps its cost when the file gives none.
    const line = plan.lines.find((planned) => sameItem(planned.item, found.item));
    if (line?.onOrder) return T.kept(formatCents(parseMoney(line.onOrder.unitCost) ?? 0));
    const last = priceCents(found.item);
    return last === null ? T.noCost : T.lastPrice(formatCents(last));
  }
  const columns: Column<ImportRow>[] = [
    { header: C.line, numeric: true, phone: { line: 1, at: 1 }, cell: (row) => row.line },
    { header: C.code, code: true, phone: { line: 1, at: 2, fill: true }, cell: (row) => row.code },
    {
      header: C.quantity,
      numeric: true,
      phone: { line: 1, at: 3, labelled: true },
      cell: (row) => row.quantityText,
    },
    { header: C.cost, numeric: true, phone: { line: 2, at: 2, end: true }, cell: cost },
    { header: C.result, phone: { line: 2, at: 1, fill: true, wrap: true }, cell: result },
  ];
  const more = plan.lines.length - plan.newLines;
  return (
    <div className="import-preview">
      <p role="status">{progress ?? T.totals(plan.counts)}</p>
      {!progress && plan.lines.length > 0 && (
        <p>{T.adds(plan.newLines, more, plan.units, formatCents(plan.cents))}</p>
      )}
      {!progress && problem && <p className="field-error">{problem}</p>}
      {!progress && !problem && plan.counts.matched < plan.counts.rows && (
        <p className="hint">{T.onlyMatched}</p>
      )}
      <DataTable
        hideCaption
        caption={T.rowsCaption}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.line)}
        list
      />
    </div>
  );
}

const sameItem = (a: ImportItem, b: ImportItem) =>
  a.productId === b.productId && a.variationId === b.variationId;
