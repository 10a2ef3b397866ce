// The product list's columns (spec section 2), with a Select column first for a user who may order
// from the catalogue. In the list a variation sits under its open product; in the
// "below N in stock" lines it stands alone, so its product's name shows beside its own. A list: on
// a phone the pick box and name (its variations' button beside it) over SKU, price and level; from md
// ID and MPN show from lg, the tracking type from xl.
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/format.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { PRODUCTS_TEXT } from "../strings.ts";
import { isVariation, pickKey, type Line } from "./product-lines.ts";
import { VariationsToggle } from "./variations-toggle.tsx";

const T = PRODUCTS_TEXT;

export interface Selecting {
  has(key: string): boolean;
  toggle(line: Line): void;
}

interface ColumnOptions {
  /** Products whose variations show under them, and how to open or close them; none in flat lines. */
  open?: { has(id: string): boolean; toggle(id: string): void };
  /** The selection, when the user may order from the catalogue. */
  selecting?: Selecting;
  /** Where the provider stores reorder levels (D247): the column's header and each row's cell. */
  levels?: { header: string; cell(line: Line): ReactNode };
}

function nameCell(line: Line, open: ColumnOptions["open"]) {
  if (isVariation(line))
    return (
      <span className={open ? "variation-name" : undefined}>
        <span className="visually-hidden">{T.variation} </span>
        {line.name}
        {!open && <small className="variation-of"> {T.of(line.of.name)}</small>}
      </span>
    );
  return (
    <span className="product-name">
      {line.name}
      {open && line.variations.length > 0 && (
        <VariationsToggle product={line} open={open.has(line.id)} onToggle={() => open.toggle(line.id)} />
      )}
    </span>
  );
}

const selectColumn = (selecting: Selecting): Column<Line> => ({
  header: T.select,
  phone: { line: 1, at: 0 },
  cell: (line) => (
    <label className="select-line">
      <input
        type="checkbox"
        checked={selecting.has(pickKey(line))}
        onChange={() => selecting.toggle(line)}
        aria-label={T.selectLine(isVariation(line) ? `${line.of.name}: ${line.name}` : line.name)}
      />
    </label>
  ),
});

export function productColumns({ open, selecting, levels }: ColumnOptions): Column<Line>[] {
  return [
    ...(selecting ? [selectColumn(selecting)] : []),
    // A variation has no product id of its own to show; its name says whose it is.
    { header: T.columns.id, priority: 2, cell: (p) => (isVariation(p) ? "" : p.id) },
    {
      header: T.columns.name,
      cell: (line) => nameCell(line, open),
      phone: { line: 1, at: 1, fill: true, wrap: true },
    },
    { code: true, header: T.columns.sku, cell: (p) => p.sku, phone: { line: 2, at: 1 } },
    { code: true, header: T.columns.mpn, priority: 2, cell: (p) => p.mpn },
    { header: T.columns.price, numeric: true, cell: (p) => formatMoney(p.price), phone: { line: 2, at: 2 } },
    // Tracking is the product's; its variations share it.
    {
      header: T.columns.tracking,
      priority: 3,
      cell: (p) => (isVariation(p) ? "" : p.isInventoryTracking ? T.tracked : T.notTracked),
    },
    {
      header: T.columns.level,
      numeric: true,
      cell: (p) => p.inventoryLevel,
      phone: { line: 2, at: 3, end: true, labelled: true },
    },
    // Not on a phone's row: beside the name it ran into a product's variations button, under it the row
    // took a third line (D198); "All columns" shows it there (D247).
    ...(levels ? [{ header: levels.header, cell: levels.cell } as Column<Line>] : []),
  ];
}
