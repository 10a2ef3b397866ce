// A plain data table: a caption naming it (visible or for screen readers only), column headers, one
// row per item (and any rows it holds, under it), and the spec's 'No Data In Table' when there are none.
//
// Two ways to fit a narrow screen. A list (`rows`) shows each row below md as two compact
// lines of the cells its columns place there (Column.phone), the row's link (Column.rowLink) stretched over
// the whole row, one tap target and one tab stop; from md up it is a table whose columns show by priority
// (2 from lg, 3 from xl), and "All columns" shows every column at any width. Any other stackable table
// shows each row below md as a card of "header: value" lines read from each cell's data-label.
// The explicit table roles keep it a table for screen readers: some browsers drop a table's semantics
// once CSS changes its display.
import { useState, type ReactNode } from "react";
import { UI_TEXT } from "./strings.ts";

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Right-aligns numbers and money. */
  numeric?: boolean;
  /** A code (SKU, MPN) kept on one line in a table: it breaks at its hyphens otherwise. */
  code?: boolean;
  /** In a list from md up: 1 (the default) always, 2 from lg (1024 px), 3 from xl (1280 px). */
  priority?: 1 | 2 | 3;
  /**
   * In a list below md: the line and place of this cell in the row (left out there without it); `fill`
   * takes the room left (quieter, cut short with an ellipsis, unless it may `wrap`), `end` sits at the
   * line's end (quieter), `labelled` shows the column's header before the value.
   */
  phone?: { line: 1 | 2; at: number; fill?: boolean; wrap?: boolean; end?: boolean; labelled?: boolean };
  /** In a list below md: this cell's link covers the whole row. */
  rowLink?: boolean;
}

/** A cell's classes: alignment, and its place in a list's phone row (ui.css). */
export const cellClass = <T,>(column: Column<T>) =>
  [
    column.numeric ? "numeric" : column.code ? "nowrap" : "",
    column.phone
      ? [
          "on-phone",
          column.phone.fill && "fill",
          column.phone.wrap && "wraps",
          column.phone.end && "end",
          column.phone.labelled && "labelled",
        ]
          .filter(Boolean)
          .join(" ")
      : "",
    column.rowLink ? "row-title" : "",
  ]
    .filter(Boolean)
    .join(" ") || undefined;

/** A cell's place in a phone row: line 1 before the break (order 10, ui.css), line 2 after it. */
export const phoneOrder = <T,>(column: Column<T>) =>
  column.phone ? { order: column.phone.line === 1 ? column.phone.at : 10 + column.phone.at } : undefined;

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
  /** A list: compact rows below md, columns by priority from md (see above). */
  list?: boolean;
  /** What an empty list says instead of the bare 'No Data In Table' (which stays its accessible text). */
  empty?: ReactNode;
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
  list = false,
  empty,
}: DataTableProps<T>) {
  const [allColumns, setAllColumns] = useState(false);
  const shown = rows.flatMap((row) => [
    { row, sub: false },
    ...(subRows?.(row) ?? []).map((under) => ({ row: under, sub: true })),
  ]);
  // "All columns" only where a column is left out: on a phone (no place in its rows), or from md up too.
  const folds =
    list && rows.length > 0 && columns.some((column) => !column.phone || (column.priority ?? 1) > 1);
  // Columns left out from md up too (by priority), or only the ones a phone row leaves out.
  const hidesFromMd = columns.some((column) => (column.priority ?? 1) > 1);
  const frame = list
    ? `table-scroll list-table${allColumns ? " all-columns" : ""}`
    : stackable
      ? "table-scroll stackable"
      : "table-scroll";
  return (
    <>
      {folds && (
        <div className={hidesFromMd ? "columns-toggle" : "columns-toggle phone-only"}>
          <button
            type="button"
            className="link-button"
            aria-pressed={allColumns}
            onClick={() => setAllColumns(!allColumns)}
          >
            {UI_TEXT.table.allColumns}
            <span className="visually-hidden"> {caption}</span>
          </button>
        </div>
      )}
      {/* Focusable and named so a keyboard user can scroll a table wider than the screen. */}
      <div className={frame} role="region" aria-label={caption} tabIndex={0}>
        <table role="table" className="data-table" aria-busy={busy || undefined}>
          <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.header}
                  role="columnheader"
                  scope="col"
                  className={cellClass(column)}
                  data-priority={column.priority}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="table-empty">
                  {empty ? (
                    <>
                      <span className="visually-hidden">{UI_TEXT.table.empty}. </span>
                      {empty}
                    </>
                  ) : (
                    UI_TEXT.table.empty
                  )}
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
                      data-priority={column.priority}
                      className={cellClass(column)}
                      style={list ? phoneOrder(column) : undefined}
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
    </>
  );
}
