// The customer list as CSV: every customer, in the list's columns with the list's
// words (the name as first and last, the phone as (xxx)xxx-xxxx).
import { fetchAllPages } from "../../../api/all-pages.ts";
import type { CsvTable } from "../../../lib/csv-table.ts";
import { formatCustomerPhone } from "../../../lib/phone.ts";
import { CUSTOMERS_TEXT } from "../strings.ts";
import { customerName, fetchCustomers } from "./customers.ts";

const C = CUSTOMERS_TEXT.columns;

/** Reads every customer and lays them out as the list's file. */
export async function customersCsv(progress: (done: number, total: number) => void): Promise<CsvTable> {
  const customers = await fetchAllPages(fetchCustomers, progress);
  return {
    header: [C.id, C.name, C.email, C.company, C.phone],
    rows: customers.map((c) => [c.id, customerName(c), c.email, c.company, formatCustomerPhone(c.phone)]),
  };
}
