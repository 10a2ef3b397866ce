// The lines of a delivery being checked in: one compact row per line with
// the product's name and codes, what is expected, and the count: typed, stepped with -/+ (44 px each), or
// set to the expected quantity with one tap on Matches. A line is neutral until something counts it; then
// its mark says short, over or as expected in words, so it never rests on colour alone.
// A Counted box takes digits only: any other character typed there is the start of a scan (a scanner
// types fast and ends with Enter), so it goes to the scan field with focus; Enter there returns to the
// scan field once the count is a whole number. On a row's buttons any character starts a scan.
import { useId, useState, type KeyboardEvent, type RefObject } from "react";
import { parseQuantity } from "../../../../schema/money.ts";
import { shownOf, type PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import type { CheckInCount } from "./use-check-in-count.ts";

type Item = PurchaseOrderItem;

const T = CHECK_IN_TEXT;

export type LineKind = "uncounted" | "short" | "over" | "matches";

/** The line's mark: not counted yet, or short, over or as expected, in words. */
function checkOf(expected: number, counted: number | null): { text: string; kind: LineKind } {
  if (counted === null) return { text: T.notCounted, kind: "uncounted" };
  if (counted < expected) return { text: T.short(expected - counted), kind: "short" };
  if (counted > expected) return { text: T.over(counted - expected), kind: "over" };
  return { text: T.matches, kind: "matches" };
}

/** A printable character typed without a shortcut's modifier; `digits` counts digits in. */
const startsScan = (event: KeyboardEvent, digits: boolean) =>
  event.key.length === 1 &&
  event.key.trim() !== "" &&
  (digits || !/\d/.test(event.key)) &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey;

interface LineProps {
  item: Item;
  count: CheckInCount;
  last: boolean;
  onInvalid(id: string, invalid: boolean): void;
  /** A character typed here that begins a scan instead of a count. */
  onScanKey(key: string): void;
  scanField: RefObject<HTMLInputElement | null>;
}

function CheckLine({ item, count, last, onInvalid, onScanKey, scanField }: LineProps) {
  // What was typed while it is not a count; otherwise the input shows the count itself.
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = useId();
  const shown = shownOf(item);
  const counted = count.counted(item);
  const check = checkOf(item.quantity, count.isCounted(item) ? counted : null);

  function set(value: number) {
    count.set(item, value);
    setDraft(null);
    onInvalid(item.id, false);
  }

  return (
    <li
      className={`check-line check-line-${check.kind}${last ? " last-counted" : ""}`}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLButtonElement && startsScan(event, true)) {
          event.preventDefault();
          onScanKey(event.key);
        }
      }}
    >
      <div className="check-line-product">
        <span className="check-line-name">{shown.name}</span>
        <span className="check-line-codes">{[shown.sku, shown.mpn].filter(Boolean).join(" \u00b7 ")}</span>
      </div>
      <span className={`check-mark check-${check.kind}`}>{check.text}</span>
      <div className="check-line-count">
        <button
          type="button"
          className="button stepper"
          aria-label={T.lessOf(shown.name)}
          aria-disabled={counted === 0 || undefined}
          onClick={() => counted > 0 && set(counted - 1)}
        >
          {"\u2212"}
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={T.countedOf(shown.name)}
          value={draft ?? String(counted)}
          onChange={(event) => {
            const value = parseQuantity(event.target.value);
            if (value !== null) count.set(item, value);
            setDraft(value === null ? event.target.value : null);
            onInvalid(item.id, value === null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && draft === null) scanField.current?.focus();
            else if (startsScan(event, false)) {
              event.preventDefault();
              event.stopPropagation();
              onScanKey(event.key);
            }
          }}
          aria-invalid={draft !== null || undefined}
          aria-describedby={draft !== null ? errorId : undefined}
        />
        <button
          type="button"
          className="button stepper"
          aria-label={T.moreOf(shown.name)}
          onClick={() => set(counted + 1)}
        >
          +
        </button>
        <span className="check-line-expected">
          <span className="visually-hidden">{T.columns.expected} </span>
          <span aria-hidden="true">{T.of} </span>
          {item.quantity}
        </span>
        <button
          type="button"
          className="button matches-tap"
          aria-label={T.matchesOf(shown.name)}
          onClick={() => set(item.quantity)}
        >
          {T.matchesTap}
        </button>
      </div>
      {draft !== null && (
        <p id={errorId} className="field-error check-line-error">
          {T.notWhole}
        </p>
      )}
    </li>
  );
}

interface CheckInLinesProps {
  items: readonly Item[];
  count: CheckInCount;
  /** The line the last scan counted, marked until the next. */
  lastId: string | null;
  onInvalid(id: string, invalid: boolean): void;
  onScanKey(key: string): void;
  scanField: RefObject<HTMLInputElement | null>;
}

export function CheckInLines({ items, lastId, ...props }: CheckInLinesProps) {
  const titleId = useId();
  return (
    <section className="check-in-lines" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.lines}</h2>
      <ul aria-labelledby={titleId}>
        {items.map((item) => (
          <CheckLine key={item.id} item={item} last={item.id === lastId} {...props} />
        ))}
      </ul>
    </section>
  );
}
