// One of the role screen's three side-by-side tables: a heading (with an optional button beside it),
// anything between, then the table, which carries the same name for screen readers.
import type { ReactNode } from "react";
import { DataTable, type Column } from "../../../ui/data-table.tsx";

interface RolePanelProps<T> {
  title: string;
  /** Beside the heading: the plus button of 'Available Roles'. */
  action?: ReactNode;
  /** Between the heading and the table: the new-role input. */
  children?: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
}

export function RolePanel<T>({ title, action, children, columns, rows, rowKey }: RolePanelProps<T>) {
  return (
    <section className="role-panel">
      <div className="role-panel-header">
        <h2>{title}</h2>
        {action}
      </div>
      {children}
      <DataTable
        caption={title}
        hideCaption
        stackable={false}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
      />
    </section>
  );
}
