// A list loading: its table frame with the column headers and grey bars where the rows
// will be, so nothing jumps when they arrive. The screen's loading text (the spec's, e.g. 'Loading All
// Purchase Orders') is the status a screen reader announces; the bars are hidden from it.
import { cellClass, phoneOrder, type Column } from "./data-table.tsx";

interface TableSkeletonProps<T> {
  /** The table's name, as the loaded table's region has it. */
  caption: string;
  columns: readonly Column<T>[];
  /** The spec's loading text. */
  text: string;
  rows?: number;
}

export function TableSkeleton<T>({ caption, columns, text, rows = 5 }: TableSkeletonProps<T>) {
  return (
    <div className="table-skeleton">
      <p className="visually-hidden loading" role="status">
        {text}
      </p>
      <div className="table-scroll list-table" aria-hidden="true" data-skeleton={caption}>
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={cellClass(column)} data-priority={column.priority}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cellClass(column)}
                    data-priority={column.priority}
                    style={phoneOrder(column)}
                  >
                    <span className="skeleton-bar" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
