// A list screen of spec section 2: its title, a paged table and its loading line. A failed load shows
// the not-found page (spec section 8). Products, customers and suppliers are all this shape.
import type { ReactNode } from "react";
import type { Connection } from "../../schema/connection.ts";
import { DataTable, type Column } from "./data-table.tsx";
import { Loading } from "./loading.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { Pagination } from "./pagination.tsx";
import type { Paging } from "./use-paging.ts";

interface PagedListProps<T extends { id: string }> {
  title: string;
  loadingText: string;
  columns: Column<T>[];
  paging: Paging;
  /** The list hook's answer for `paging.variables`. */
  result: { data?: Connection<T>; error?: unknown; isLoading: boolean };
  /** Beside the title, e.g. a create button. */
  actions?: ReactNode;
  /** Rows under a row (DataTable's subRows), e.g. an expanded product's variations. */
  subRows?(row: T): readonly T[];
}

export function PagedList<T extends { id: string }>({
  title,
  loadingText,
  columns,
  paging,
  result,
  actions,
  subRows,
}: PagedListProps<T>) {
  const { data, error, isLoading } = result;
  if (error) return <NotFoundPage />;
  return (
    <main className="page">
      <div className="page-header">
        <h1>{title}</h1>
        {actions}
      </div>
      {data ? (
        <>
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            rows={data.nodes}
            rowKey={(row) => row.id}
            busy={isLoading}
            subRows={subRows}
          />
          <Pagination paging={paging} shown={data} itemName={title} busy={isLoading} />
        </>
      ) : (
        <Loading text={loadingText} />
      )}
    </main>
  );
}
