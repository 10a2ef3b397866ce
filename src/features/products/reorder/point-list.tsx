// "At Or Below Reorder Point" on Products (D247): the tracked products and variations whose stock is at or
// below the reorder point that applies to them (their own, else their product's), read from every page
// with their levels (the contract's list has no such filter), in one table in place of the paged list.
import type { ReactNode } from "react";
import { DataTable } from "../../../ui/data-table.tsx";
import { TableSkeleton } from "../../../ui/table-skeleton.tsx";
import type { Column } from "../../../ui/data-table.tsx";
import { variationLines, type Line } from "../components/product-lines.ts";
import { PRODUCTS_TEXT } from "../strings.ts";
import { levelsByRow, useProductsWithLevels, type LevelsByRow } from "./api/reorder-levels.ts";
import { levelsFor } from "./levels-cell.tsx";
import { REORDER_TEXT } from "./strings.ts";

const T = REORDER_TEXT.filter;

/** The tracked lines at or below their reorder point, in list order. */
function atReorderPoint(products: readonly Line[], levels: LevelsByRow): Line[] {
  return products
    .flatMap((p): Line[] =>
      "isInventoryTracking" in p && p.isInventoryTracking
        ? p.variations.length > 0
          ? variationLines(p)
          : [p]
        : [],
    )
    .filter((line) => {
      const point = levelsFor(line, levels).levels?.reorderPoint ?? null;
      return point !== null && line.inventoryLevel <= point;
    });
}

interface PointListProps {
  /** The Products list's columns, with the levels' cell from `levels`. */
  columns(levels: LevelsByRow | undefined): Column<Line>[];
}

export function PointList({ columns }: PointListProps): ReactNode {
  const read = useProductsWithLevels(true);
  const levels = read.data && levelsByRow(read.data);
  if (!read.data || !levels)
    return <TableSkeleton caption={T.caption} columns={columns(undefined)} text={PRODUCTS_TEXT.loading} />;
  const lines = atReorderPoint(read.data, levels);
  return (
    <>
      <p role="status">{T.count(lines.length)}</p>
      <DataTable
        caption={T.caption}
        hideCaption
        list
        columns={columns(levels)}
        rows={lines}
        rowKey={(line) => line.id}
        busy={read.isLoading}
      />
    </>
  );
}

/** The toolbar's toggle between the paged list and these lines. */
export function PointToggle({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  return (
    <button type="button" className="button reorder-toggle" aria-pressed={on} onClick={() => onChange(!on)}>
      {T.toggle}
    </button>
  );
}
