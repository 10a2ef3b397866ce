// A list screen of spec section 2: its title, a paged table and its loading line. A failed load shows
// the not-found page (spec section 8), unless the service could not be reached: then the unavailable
// state with Try Again (docs/decisions/failure-states.md). Products, customers and suppliers are all
// this shape.
import type { ReactNode } from "react";
import type { Connection } from "../../schema/connection.ts";
import { DataTable, type Column } from "./data-table.tsx";
import { Loading } from "./loading.tsx";
import { Pagination } from "./pagination.tsx";
import { FailedLoadNotice, failedLoadPage, type LoadState } from "./failed-load.tsx";
import type { Paging } from "./use-paging.ts";
import { PageTitle } from "./page-title.tsx";

interface PagedListProps<T extends { id: string }> {
  title: string;
  loadingText: string;
  columns: Column<T>[];
  paging: Paging;
  /** The list hook's answer for `paging.variables`. */
  result: { data?: Connection<T>; isLoading: boolean };
  /** The same answer's failure, if any (the api's loadStateOf). */
  load: LoadState;
  /** Beside the title, e.g. a create button. */
  actions?: ReactNode;
  /** Between the title and the table, e.g. a filter. */
  toolbar?: ReactNode;
  /** Rows under a row (DataTable's subRows), e.g. an expanded product's variations. */
  subRows?(row: T): readonly T[];
}

export function PagedList<T extends { id: string }>({
  title,
  loadingText,
  columns,
  paging,
  result,
  load,
  actions,
  toolbar,
  subRows,
}: PagedListProps<T>) {
  const { data, isLoading } = result;
  const failed = failedLoadPage(load);
  if (failed) return failed;
  return (
    <main className="page">
      <div className="page-header">
        <PageTitle>{title}</PageTitle>
        <h1>{title}</h1>
        {actions}
      </div>
      {toolbar}
      {/* Another page or size that did not load: the rows shown stay, with a way to ask again. */}
      <FailedLoadNotice load={load} />
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
