// A plain data table: a caption naming it (visible or for screen readers only), column headers, one
// row per item, and the spec's 'No Data In Table' when there are none.
import type { ReactNode } from "react";
import { UI_TEXT } from "./strings.ts";

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Right-aligns numbers and money. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  /** The page already has a heading saying the same; keep the caption for screen readers only. */
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** True while newer rows are on their way (the old ones stay on screen). */
  busy?: boolean;
}

export function DataTable<T>({ caption, hideCaption, columns, rows, rowKey, busy }: DataTableProps<T>) {
  return (
    // Focusable and named so a keyboard user can scroll a table wider than the screen.
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table" aria-busy={busy || undefined}>
        <caption className={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? "numeric" : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="table-empty">
                {UI_TEXT.table.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? "numeric" : undefined}>
                    {column.cell(row)}
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
