// The supplier list as CSV (issue 16, D78): every supplier, in the list's columns with the list's
// words (Address falls back to address 2, City/State as "city / state", phones as shown), and E-Mail,
// which the list reads but does not show.
import { fetchAllPages } from "../../../api/all-pages.ts";
import type { CsvTable } from "../../../lib/csv.ts";
import { formatSupplierPhone } from "../../../lib/phone.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";
import { fetchSuppliers } from "./suppliers.ts";

const T = SUPPLIERS_TEXT;

/** Reads every supplier and lays them out as the list's file. */
export async function suppliersCsv(progress: (done: number, total: number) => void): Promise<CsvTable> {
  const suppliers = await fetchAllPages(fetchSuppliers, progress);
  return {
    header: [
      T.columns.name,
      T.columns.address,
      T.columns.cityState,
      T.columns.contact,
      T.columns.fax,
      T.edit.labels.email,
    ],
    rows: suppliers.map((s) => [
      s.name,
      s.primaryAddress.address1 || s.primaryAddress.address2,
      T.cityState(s.primaryAddress.city, s.primaryAddress.state),
      formatSupplierPhone(s.contact),
      formatSupplierPhone(s.fax),
      s.email,
    ]),
  };
}
