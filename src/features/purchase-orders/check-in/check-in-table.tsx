// The lines of a delivery being checked in (issue 16, D64): Expected is the order's quantity, Counted what
// has been scanned or typed (a whole number of 0 or more), and Check says in words whether the line is
// short, over or as expected, so the mark never rests on colour alone. A table below md is cards.
// A Counted box takes digits only: any other character typed there is the start of a scan (a scanner
// types fast and ends with Enter), so it goes to the scan field with focus; Enter there returns to the
// scan field once the count is a whole number (D154).
import { useId, useState, type KeyboardEvent, type RefObject } from "react";
import { parseQuantity } from "../../../../schema/money.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { shownOf, type PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import type { CheckInCount } from "./use-check-in-count.ts";

type Item = PurchaseOrderItem;

const T = CHECK_IN_TEXT;
const C = T.columns;

/** The line's mark: short, over or as expected, in words. */
export function checkOf(expected: number, counted: number): { text: string; kind: string } {
  if (counted < expected) return { text: T.short(expected - counted), kind: "short" };
  if (counted > expected) return { text: T.over(counted - expected), kind: "over" };
  return { text: T.matches, kind: "matches" };
}

/** A printable character that is not a digit, typed without a shortcut's modifier. */
const startsScan = (event: KeyboardEvent) =>
  event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;

interface CountInputProps {
  item: Item;
  count: CheckInCount;
  onInvalid(id: string, invalid: boolean): void;
  /** A character typed here that begins a scan instead of a count. */
  onScanKey(key: string): void;
  scanField: RefObject<HTMLInputElement | null>;
}

function CountInput({ item, count, onInvalid, onScanKey, scanField }: CountInputProps) {
  // What was typed while it is not a count; otherwise the input shows the count itself.
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = useId();
  return (
    <div className="item-cell">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={T.countedOf(shownOf(item).name)}
        value={draft ?? String(count.counted(item))}
        onChange={(event) => {
          const value = parseQuantity(event.target.value);
          if (value !== null) count.set(item, value);
          setDraft(value === null ? event.target.value : null);
          onInvalid(item.id, value === null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && draft === null) scanField.current?.focus();
          else if (startsScan(event)) {
            event.preventDefault();
            onScanKey(event.key);
          }
        }}
        aria-invalid={draft !== null || undefined}
        aria-describedby={draft !== null ? errorId : undefined}
      />
      {draft !== null && (
        <p id={errorId} className="field-error">
          {T.notWhole}
        </p>
      )}
    </div>
  );
}

interface CheckInTableProps {
  items: readonly Item[];
  count: CheckInCount;
  /** The line the last scan counted, marked until the next. */
  lastId: string | null;
  onInvalid(id: string, invalid: boolean): void;
  onScanKey(key: string): void;
  scanField: RefObject<HTMLInputElement | null>;
}

export function CheckInTable(props: CheckInTableProps) {
  const { items, count, lastId, onInvalid, onScanKey, scanField } = props;
  const columns: Column<Item>[] = [
    { header: C.name, cell: (item) => shownOf(item).name },
    { code: true, header: C.sku, cell: (item) => shownOf(item).sku },
    { header: C.mpn, cell: (item) => shownOf(item).mpn },
    { header: C.expected, numeric: true, cell: (item) => item.quantity },
    {
      header: C.counted,
      numeric: true,
      cell: (item) => (
        <CountInput
          item={item}
          count={count}
          onInvalid={onInvalid}
          onScanKey={onScanKey}
          scanField={scanField}
        />
      ),
    },
    {
      header: C.check,
      cell: (item) => {
        const check = checkOf(item.quantity, count.counted(item));
        const last = item.id === lastId ? " last-counted" : "";
        return <span className={`check-mark check-${check.kind}${last}`}>{check.text}</span>;
      },
    },
  ];
  return <DataTable caption={T.lines} columns={columns} rows={items} rowKey={(item) => item.id} />;
}
