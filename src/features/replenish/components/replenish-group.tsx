// One supplier's lines (the supplier each was last bought from): a heading, how many need ordering, and
// a list; on a phone each row is its name and target field over stock, on order and need.
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { formatMoney } from "../../../lib/format.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import type { ReplenishLine, SupplierGroup } from "../replenish-rules.ts";
import { REPLENISH_TEXT } from "../strings.ts";
import { LineTarget } from "./line-target.tsx";

const T = REPLENISH_TEXT;
const C = T.columns;

const columns = (onTarget: (key: string, level: number | null) => void): Column<ReplenishLine>[] => [
  { header: C.name, cell: (line) => line.name, phone: { line: 1, at: 0, fill: true, wrap: true } },
  // Not on a phone's row: with it the need went to a third line ("All columns" shows it).
  { code: true, header: C.sku, cell: (line) => line.sku },
  { header: C.stock, numeric: true, cell: (line) => line.stock, phone: { line: 2, at: 2, labelled: true } },
  {
    header: C.onOrder,
    numeric: true,
    cell: (line) => line.onOrder,
    phone: { line: 2, at: 3, labelled: true },
  },
  {
    header: C.target,
    cell: (line) =>
      line.stored ? (
        // The provider's levels (D246), set on Products: shown, not edited here.
        <span className="stored-target" title={T.target.storedTitle}>
          {line.target ?? ""}
          {line.reorderPoint !== null && <small> {T.target.storedPoint(line.reorderPoint)}</small>}
        </span>
      ) : (
        <LineTarget line={line} onSet={(level) => onTarget(line.key, level)} />
      ),
    phone: { line: 1, at: 1, labelled: true },
  },
  {
    header: C.need,
    numeric: true,
    cell: (line) => (line.need === null ? "" : <strong>{line.need}</strong>),
    phone: { line: 2, at: 4, end: true, labelled: true },
  },
  {
    header: C.cost,
    numeric: true,
    priority: 2,
    cell: (line) => (
      <>
        {formatMoney(line.unitCost)}{" "}
        <span className="cost-source">
          {line.lastOrderId ? (
            <Link href={PATHS.purchaseOrder(line.lastOrderId)}>{T.lastOrder(line.lastOrderId)}</Link>
          ) : (
            T.catalogueCost
          )}
        </span>
      </>
    ),
  },
];

interface ReplenishGroupProps {
  /** The group with the lines shown. */
  group: SupplierGroup;
  /** How many lines the group has, shown or not. */
  total: number;
  onTarget(key: string, level: number | null): void;
}

export function ReplenishGroup({ group, total, onTarget }: ReplenishGroupProps) {
  const name = group.supplier?.name ?? T.noSupplier;
  const needing = group.lines.filter((line) => (line.need ?? 0) > 0).length;
  return (
    // Not a labelled section: its list is already a region by the supplier's name (one landmark each).
    <section className="replenish-group">
      <h2>{group.supplier ? <Link href={PATHS.supplier(group.supplier.id)}>{name}</Link> : name}</h2>
      <p className="replenish-group-summary">{T.groupSummary(needing, total)}</p>
      <DataTable
        caption={name}
        hideCaption
        list
        columns={columns(onTarget)}
        rows={group.lines}
        rowKey={(line) => line.key}
      />
    </section>
  );
}
