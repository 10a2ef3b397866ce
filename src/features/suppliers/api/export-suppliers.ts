// The supplier list as CSV: every supplier, in the list's columns with the list's
// words (components/supplier-columns.ts), and E-Mail, which the list reads but does not show.
import { fetchAllPages } from "../../../api/all-pages.ts";
import type { CsvTable } from "../../../lib/csv-table.ts";
import { SUPPLIER_COLUMNS } from "../components/supplier-columns.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";
import { fetchSuppliers } from "./suppliers.ts";

/** Reads every supplier and lays them out as the list's file. */
export async function suppliersCsv(progress: (done: number, total: number) => void): Promise<CsvTable> {
  const suppliers = await fetchAllPages(fetchSuppliers, progress);
  return {
    header: [...SUPPLIER_COLUMNS.map((column) => column.header), SUPPLIERS_TEXT.edit.labels.email],
    rows: suppliers.map((s) => [...SUPPLIER_COLUMNS.map((column) => column.cell(s)), s.email]),
  };
}
