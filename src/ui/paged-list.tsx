// A list screen of spec section 2: its title, a paged table and its loading line, in the shared list
// shell (list-page.tsx). Products, customers and suppliers are all this shape; PagedTable is the list
// alone, for a screen that swaps it for another inside one shell (Products).
import type { ReactNode } from "react";
import type { Connection } from "../../schema/connection.ts";
import { DataTable, type Column } from "./data-table.tsx";
import type { LoadState } from "./failed-load.tsx";
import { ListPage } from "./list-page.tsx";
import { TableSkeleton } from "./table-skeleton.tsx";
import { Pagination } from "./pagination.tsx";
import type { Paging } from "./use-paging.ts";

interface PagedTableProps<T extends { id: string }> {
  /** The table's caption and the pagination's item name. */
  title: string;
  loadingText: string;
  columns: Column<T>[];
  paging: Paging;
  /** The list hook's answer for `paging.variables`. */
  result: { data?: Connection<T>; isLoading: boolean };
  /** Rows under a row (DataTable's subRows), e.g. an expanded product's variations. */
  subRows?(row: T): readonly T[];
  /** What the list says when it has nothing at all (DataTable's empty); it then has no pager. */
  empty?: ReactNode;
}

/** The paged list and its pagination, or its frame with grey rows until the first page is in. */
export function PagedTable<T extends { id: string }>({
  title,
  loadingText,
  columns,
  paging,
  result,
  subRows,
  empty,
}: PagedTableProps<T>) {
  const { data, isLoading } = result;
  if (!data) return <TableSkeleton caption={title} columns={columns} text={loadingText} />;
  const none = data.nodes.length === 0 && !data.pageInfo.hasPreviousPage;
  return (
    <>
      <DataTable
        caption={title}
        hideCaption
        list
        empty={empty}
        columns={columns}
        rows={data.nodes}
        rowKey={(row) => row.id}
        busy={isLoading}
        subRows={subRows}
      />
      {!none && <Pagination paging={paging} shown={data} itemName={title} busy={isLoading} />}
    </>
  );
}

interface PagedListProps<T extends { id: string }> extends PagedTableProps<T> {
  /** The same answer's failure, if any (the api's loadStateOf). */
  load: LoadState;
  /** Beside the title, e.g. a create button. */
  actions?: ReactNode;
  /** Between the title and the table, e.g. a filter. */
  toolbar?: ReactNode;
}

export function PagedList<T extends { id: string }>({ load, actions, toolbar, ...table }: PagedListProps<T>) {
  return (
    <ListPage title={table.title} load={load} actions={actions} toolbar={toolbar} paging={table.paging}>
      <PagedTable {...table} />
    </ListPage>
  );
}
