// "Below N in stock": the tracked products and variations under N, found by reading
// every page of products (the contract's list has no stock filter), shown in one table. While the
// pages are read the spec's loading line shows. It sits in the Products screen's list shell, in place
// of the paged table, so the toolbar above it stays as it was.
import { DataTable } from "../../../ui/data-table.tsx";
import { TableSkeleton } from "../../../ui/table-skeleton.tsx";
import type { ProductRow } from "../api/products.ts";
import { PRODUCTS_TEXT } from "../strings.ts";
import { productColumns, type Selecting } from "./product-columns.tsx";
import { lowStockLines } from "./product-lines.ts";

const T = PRODUCTS_TEXT;

interface LowStockListProps {
  below: number;
  /** useAllProducts' answer. */
  read: { data?: ProductRow[]; isLoading: boolean };
  selecting?: Selecting;
}

export function LowStockList({ below, read, selecting }: LowStockListProps) {
  const lines = read.data && lowStockLines(read.data, below);
  if (!lines)
    return (
      <TableSkeleton
        caption={T.filter.caption(below)}
        columns={productColumns({ selecting })}
        text={T.loading}
      />
    );
  return (
    <>
      <p role="status">{T.filter.count(lines.length, below)}</p>
      <DataTable
        caption={T.filter.caption(below)}
        hideCaption
        list
        columns={productColumns({ selecting })}
        rows={lines}
        rowKey={(line) => line.id}
        busy={read.isLoading}
      />
    </>
  );
}
