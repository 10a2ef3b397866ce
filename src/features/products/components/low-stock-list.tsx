// "Below N in stock" (issue 16, D79): the tracked products and variations under N, found by reading
// every page of products (the contract's list has no stock filter), shown in one table. While the
// pages are read the spec's loading line shows; a failure says so with Try Again.
import type { ReactNode } from "react";
import { loadStateOf } from "../../../api/load-state.ts";
import { DataTable } from "../../../ui/data-table.tsx";
import { FailedLoadNotice, failedLoadPage } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { useAllProducts } from "../api/all-products.ts";
import { PRODUCTS_TEXT } from "../strings.ts";
import { productColumns, type Selecting } from "./product-columns.tsx";
import { lowStockLines } from "./product-lines.ts";

const T = PRODUCTS_TEXT;

interface LowStockListProps {
  below: number;
  actions: ReactNode;
  toolbar: ReactNode;
  selecting?: Selecting;
}

export function LowStockList({ below, actions, toolbar, selecting }: LowStockListProps) {
  const read = useAllProducts(true);
  const load = loadStateOf(read);
  const failed = failedLoadPage(load);
  if (failed) return failed;
  const lines = read.data && lowStockLines(read.data, below);
  return (
    <main className="page">
      <div className="page-header">
        <PageTitle>{T.title}</PageTitle>
        <h1>{T.title}</h1>
        {actions}
      </div>
      {toolbar}
      <FailedLoadNotice load={load} />
      {lines ? (
        <>
          <p role="status">{T.filter.count(lines.length, below)}</p>
          <DataTable
            caption={T.filter.caption(below)}
            hideCaption
            columns={productColumns({ selecting })}
            rows={lines}
            rowKey={(line) => line.id}
            busy={read.isLoading}
          />
        </>
      ) : (
        <Loading text={T.loading} />
      )}
    </main>
  );
}
