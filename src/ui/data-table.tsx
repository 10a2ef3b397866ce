// A plain data table: a caption naming it (visible or for screen readers only), column headers, one
// row per item (and any rows it holds, under it), and the spec's 'No Data In Table' when there are none.
//
// Where its box is narrower than md (ui.css), a stackable table shows each row as a card of "header:
// value" lines, read from each cell's data-label (issue 12). The explicit table roles keep it a table
// for screen readers then: some browsers drop a table's semantics once CSS changes its display.
import type { ReactNode } from "react";
import { UI_TEXT } from "./strings.ts";

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Right-aligns numbers and money. */
  numeric?: boolean;
  /** A code (SKU, MPN) kept on one line in a table: it breaks at its hyphens otherwise. */
  code?: boolean;
}

const cellClass = (column: { numeric?: boolean; code?: boolean }) =>
  column.numeric ? "numeric" : column.code ? "nowrap" : undefined;

interface DataTableProps<T> {
  caption: string;
  /** The page already has a heading saying the same; keep the caption for screen readers only. */
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** True while newer rows are on their way (the old ones stay on screen). */
  busy?: boolean;
  /** Rows shown under a row in the same columns, e.g. an expanded product's variations. */
  subRows?(row: T): readonly T[];
  /** False for a table that fits any width as it is (one or two short columns): it never turns to cards. */
  stackable?: boolean;
}

export function DataTable<T>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  busy,
  subRows,
  stackable = true,
}: DataTableProps<T>) {
  const shown = rows.flatMap((row) => [
    { row, sub: false },
    ...(subRows?.(row) ?? []).map((under) => ({ row: under, sub: true })),
  ]);
  return (
    // Focusable and named so a keyboard user can scroll a table wider than the screen.
    <div
      className={stackable ? "table-scroll stackable" : "table-scroll"}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table role="table" className="data-table" aria-busy={busy || undefined}>
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className="table-empty">
                {UI_TEXT.table.empty}
              </td>
            </tr>
          ) : (
            shown.map(({ row, sub }) => (
              <tr key={rowKey(row)} role="row" className={sub ? "sub-row" : undefined}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={cellClass(column)}
                  >
                    {/* One box for the value, so a card can set it beside its label (ui.css). */}
                    <span className="cell-value">{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
