// The supplier list's columns as text (spec section 2), read by the list and by its CSV file, so
// both say the same: Address falls back to address 2, City/State as "city / state", phones as shown.
import { formatSupplierPhone } from "../../../lib/phone.ts";
import type { SupplierRow } from "../api/suppliers.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";

const T = SUPPLIERS_TEXT;

/** A column of the list whose cell is plain text. */
interface SupplierTextColumn {
  header: string;
  cell(supplier: SupplierRow): string;
}

export const SUPPLIER_COLUMNS: readonly SupplierTextColumn[] = [
  { header: T.columns.name, cell: (s) => s.name },
  // Address 2 stands in when address 1 is empty (spec section 2).
  { header: T.columns.address, cell: (s) => s.primaryAddress.address1 || s.primaryAddress.address2 },
  { header: T.columns.cityState, cell: (s) => T.cityState(s.primaryAddress.city, s.primaryAddress.state) },
  { header: T.columns.contact, cell: (s) => formatSupplierPhone(s.contact) },
  { header: T.columns.fax, cell: (s) => formatSupplierPhone(s.fax) },
];
