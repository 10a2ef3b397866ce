// The edit screen's items table (spec section 2): Product name, SKU, UPC/MPN, editable Quantity and
// Cost, and Delete Item. An addition the provider has not stored yet is shown read-only until it is.
import { formatCents } from "../../../../schema/format.ts";
import { parseMoney } from "../../../../schema/money.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { TEXT } from "../../../ui/strings.ts";
import type { ItemRow } from "./edit-rows.ts";
import type { CellField } from "./edit-state.ts";
import { NumberCell } from "./item-cell.tsx";

const T = TEXT.purchaseOrderEdit;
const C = T.columns;

interface ItemTableProps {
  rows: readonly ItemRow[];
  onCell(id: string, field: CellField, text: string): void;
  onRemove(id: string): void;
}

export function ItemTable({ rows, onCell, onRemove }: ItemTableProps) {
  const cell = (field: CellField, kind: "quantity" | "money", label: (name: string) => string) =>
    function Cell(row: ItemRow) {
      const value = row[field];
      if (row.unsent)
        return (
          <span className="item-unsent">
            {kind === "money" ? formatCents(parseMoney(value) ?? 0) : value}
            <small> ({T.unsent})</small>
          </span>
        );
      return (
        <NumberCell
          label={label(row.name)}
          kind={kind}
          value={value}
          onChange={(text) => onCell(row.id, field, text)}
        />
      );
    };
  const columns: Column<ItemRow>[] = [
    { header: C.name, cell: (row) => row.name },
    { header: C.sku, cell: (row) => row.sku },
    { header: C.mpn, cell: (row) => row.mpn },
    { header: C.quantity, numeric: true, cell: cell("quantity", "quantity", T.quantityOf) },
    { header: C.cost, numeric: true, cell: cell("unitCost", "money", T.costOf) },
    {
      header: C.remove,
      cell: (row) => (
        <button
          type="button"
          className="button danger-outline"
          disabled={row.unsent === "sending"}
          onClick={() => onRemove(row.id)}
        >
          {T.remove}
          <span className="visually-hidden"> {row.name}</span>
        </button>
      ),
    },
  ];
  return <DataTable caption={T.items} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}
