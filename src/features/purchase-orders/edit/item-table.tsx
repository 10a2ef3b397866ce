// The edit screen's items table (spec section 2): Product name, SKU, UPC/MPN, editable Quantity and
// Cost, the line's editable Discount and its Line Total as typed, and Delete Item,
// which asks first. An addition the provider has not stored yet is shown read-only until it is.
// A deleted row takes its button, and keyboard focus, with it: focus goes on to the row that moved
// up (or the one before, or the table), as in any list a user deletes from.
// A list. Below md each line is a compact block (edit.css): the name, its SKU
// and MPN on a small line, the three inputs on one row, the line total and Delete Item; from md a
// table, SKU and MPN from xl (the side column leaves the lines too little room before).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { formatCents } from "../../../../schema/format.ts";
import { parseMoney } from "../../../../schema/money.ts";
import { lineCents } from "../../../../schema/totals.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { rowLine, type ItemRow } from "./engine/rows.ts";
import type { CellField, ItemField } from "./engine/state.ts";
import { cellKey, shownMine, type Conflict, type FieldKey } from "./engine/others.ts";
import type { Keep } from "./engine/use-others.ts";
import { ConflictChoice } from "./conflict-choice.tsx";
import { DiscountCell } from "./discount-input.tsx";
import { NumberCell } from "./item-cell.tsx";
import { LineDiscount } from "../shared/line-discount.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT;
const C = T.columns;

interface ItemTableProps {
  rows: readonly ItemRow[];
  onCell(id: string, field: ItemField, text: string): void;
  onRemove(id: string): void;
  /** Shown under a line's name: where its cost came from (D225). */
  costNote?(row: ItemRow): ReactNode;
  /** Values another user changed while the user's own were unsaved (D219), by field. */
  conflicts: ReadonlyMap<FieldKey, Conflict>;
  onChoose(key: FieldKey, keep: Keep): void;
}

/** Where focus goes once a deleted row is gone: a row's Delete Item button, else the table. */
interface Refocus {
  row: string | null;
  table: HTMLElement | null;
}

export function ItemTable({ rows, onCell, onRemove, costNote, conflicts, onChoose }: ItemTableProps) {
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  // Set by a delete, taken by the effect after the render that follows it (the row gone).
  const refocus = useRef<Refocus | null>(null);
  /** The row whose Delete Item was pressed, until the question is answered. */
  const [asking, setAsking] = useState<Pick<ItemRow, "id" | "name"> | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const button = target.row === null ? undefined : deleteButtons.current.get(target.row);
    (button && !button.disabled ? button : target.table)?.focus();
  });

  function remove() {
    if (!asking) return;
    setAsking(null);
    // The row may have changed while the question was open (an addition stored meanwhile takes the
    // provider's id): then nothing is deleted, and the row stays to be deleted again.
    const row = rows.find((shown) => shown.id === asking.id);
    if (!row || row.unsent === "sending") return;
    const at = rows.indexOf(row);
    const neighbour = rows[at + 1] ?? rows[at - 1];
    refocus.current = {
      row: neighbour?.id ?? null,
      table: deleteButtons.current.get(row.id)?.closest<HTMLElement>('[role="region"]') ?? null,
    };
    onRemove(row.id);
  }

  const choiceFor = (key: FieldKey, mine: string) => {
    const conflict = conflicts.get(key);
    return (
      conflict && (
        <ConflictChoice
          conflict={conflict}
          mine={shownMine(key, mine)}
          onChoose={(keep) => onChoose(key, keep)}
        />
      )
    );
  };
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
          choice={choiceFor(cellKey(row.id, field), value)}
        />
      );
    };
  const columns: Column<ItemRow>[] = [
    {
      header: C.name,
      phone: { line: 1, at: 1, fill: true, wrap: true },
      cell: (row) => (
        <>
          <span>{row.name}</span>
          {costNote?.(row)}
        </>
      ),
    },
    { code: true, header: C.sku, priority: 3, phone: { line: 1, at: 2 }, cell: (row) => row.sku },
    { header: C.mpn, priority: 3, phone: { line: 1, at: 3 }, cell: (row) => row.mpn },
    {
      header: C.quantity,
      numeric: true,
      phone: { line: 2, at: 1 },
      cell: cell("quantity", "quantity", T.quantityOf),
    },
    { header: C.cost, numeric: true, phone: { line: 2, at: 2 }, cell: cell("unitCost", "money", T.costOf) },
    {
      header: C.discount,
      numeric: true,
      phone: { line: 2, at: 3 },
      cell: (row) =>
        row.unsent ? (
          <LineDiscount text={row.discount} cents={lineCents(rowLine(row)).discountCents} />
        ) : (
          <DiscountCell
            label={T.discountOf(row.name)}
            value={row.discount}
            onChange={(text) => onCell(row.id, "discount", text)}
            choice={choiceFor(cellKey(row.id, "discount"), row.discount)}
          />
        ),
    },
    {
      header: C.lineTotal,
      numeric: true,
      phone: { line: 2, at: 5, labelled: true },
      cell: (row) => formatCents(lineCents(rowLine(row)).totalCents),
    },
    {
      header: C.remove,
      phone: { line: 2, at: 6 },
      cell: (row) => (
        <button
          ref={(element) => {
            if (element) deleteButtons.current.set(row.id, element);
            else deleteButtons.current.delete(row.id);
          }}
          type="button"
          className="button danger-outline"
          disabled={row.unsent === "sending"}
          onClick={() => setAsking({ id: row.id, name: row.name })}
        >
          {T.remove}
          <span className="visually-hidden"> {row.name}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <div className="edit-lines">
        <DataTable caption={T.items} columns={columns} rows={rows} rowKey={(row) => row.id} list />
      </div>
      <ConfirmDialog
        open={asking !== null}
        message={T.confirmRemove(asking?.name ?? "")}
        onConfirm={remove}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
