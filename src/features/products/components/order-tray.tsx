// Order From The Catalogue: the lines picked on any page, each with the quantity that
// brings it up to the target level typed here (at least 1), and Create Purchase Order, which makes one
// OPEN order with them and opens its edit screen. A failure says plainly what exists: nothing, or an
// empty order (with a link to it); the selection is kept either way. Create Purchase Order is also the
// screen's action in the command palette while lines are picked and it can be pressed.
import { useId, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "wouter";
import { MAX_QUANTITY, parseQuantity } from "../../../../schema/money.ts";
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useToast } from "../../../ui/toasts.tsx";
import type { NewOrderResult } from "../../../domain/api/new-purchase-order.ts";
import { useOrderFromCatalogue } from "../api/order-from-catalogue.ts";
import { PRODUCTS_TEXT } from "../strings.ts";
import { catalogueLines, orderQuantity, type Pick } from "./product-lines.ts";

const T = PRODUCTS_TEXT.order;

interface OrderTrayProps {
  picks: ReadonlyMap<string, Pick>;
  onRemove(key: string): void;
  onClear(): void;
  /** The tray's section, for the way back up to it from the list (TrayJump). */
  sectionRef?: RefObject<HTMLElement | null>;
}

type Failure = Exclude<NewOrderResult, { kind: "done" }>;

export function OrderTray({ picks, onRemove, onClear, sectionRef }: OrderTrayProps) {
  const id = useId();
  const [targetText, setTargetText] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const running = useRef(false);
  const order = useOrderFromCatalogue();
  const toast = useToast();
  const [, navigate] = useLocation();

  const target = targetText.trim() === "" ? null : parseQuantity(targetText);
  const targetInvalid = targetText.trim() !== "" && target === null;
  const entries = [...picks.entries()];
  // The provider refuses an order of more lines; Create waits instead of leaving an empty order.
  const tooMany = picks.size > PURCHASE_ORDER_LIMITS.maxLines;
  // Why a press would do nothing now: once for the button, the palette's offer and the press itself.
  const waiting = busy || targetInvalid || tooMany;
  useScreenActions(
    picks.size > 0 && !waiting
      ? [{ id: "order-from-catalogue", label: T.create, run: () => void create() }]
      : [],
  );

  async function create() {
    if (running.current || waiting) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    const result = await order(catalogueLines([...picks.values()], target));
    running.current = false;
    setBusy(false);
    if (result.kind !== "done") return setFailure(result);
    toast.success(T.done(result.id, picks.size));
    onClear();
    navigate(PATHS.modifyPurchaseOrder(result.id));
  }

  // A list: on a phone each line is its name and Remove over SKU, stock and quantity, not a card of five.
  const columns: Column<[string, Pick]>[] = [
    {
      header: T.columns.name,
      cell: ([, pick]) => pick.name,
      phone: { line: 1, at: 0, fill: true, wrap: true },
    },
    { code: true, header: T.columns.sku, cell: ([, pick]) => pick.sku, phone: { line: 2, at: 1 } },
    {
      header: T.columns.inStock,
      numeric: true,
      cell: ([, pick]) => pick.level ?? "",
      phone: { line: 2, at: 2, labelled: true },
    },
    {
      header: T.columns.quantity,
      numeric: true,
      cell: ([, pick]) => orderQuantity(pick, target),
      phone: { line: 2, at: 3, end: true, labelled: true },
    },
    {
      header: T.columns.remove,
      phone: { line: 1, at: 1 },
      cell: ([key, pick]) => (
        <button type="button" className="link-button" onClick={() => onRemove(key)}>
          {T.columns.remove}
          <span className="visually-hidden"> {pick.name}</span>
        </button>
      ),
    },
  ];

  return (
    <section ref={sectionRef} className="order-tray" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.title}</h2>
      {picks.size === 0 ? (
        <p className="order-tray-hint">{T.hint}</p>
      ) : (
        <>
          <p role="status">{T.selected(picks.size)}</p>
          <div className="field order-tray-target">
            <label htmlFor={`${id}-target`}>{T.target}</label>
            <input
              id={`${id}-target`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_QUANTITY}
              step={1}
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
              aria-invalid={targetInvalid || undefined}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className={targetInvalid ? "field-error" : "field-hint"}>
              {targetInvalid ? T.targetInvalid : T.targetHint}
            </p>
          </div>
          <DataTable
            caption={T.lines}
            hideCaption
            list
            columns={columns}
            rows={entries}
            rowKey={([key]) => key}
          />
          {tooMany && (
            <p id={`${id}-too-many`} className="field-error">
              {T.tooMany(PURCHASE_ORDER_LIMITS.maxLines)}
            </p>
          )}
          <div className="order-tray-actions">
            <BusyButton
              className="button primary"
              busy={waiting}
              aria-describedby={tooMany ? `${id}-too-many` : undefined}
              onClick={create}
            >
              {busy ? T.creating : T.create}
            </BusyButton>
            <button type="button" className="button" onClick={onClear}>
              {T.clear}
            </button>
          </div>
        </>
      )}
      {failure && (
        <div role="alert" className="form-error">
          {failure.kind === "notCreated" ? (
            T.createFailed(errorMessage(failure.error))
          ) : (
            <>
              {T.partFailed(failure.id, errorMessage(failure.error))}{" "}
              <Link href={PATHS.modifyPurchaseOrder(failure.id)}>{T.openOrder(failure.id)}</Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Under the list at every width, stuck to the bottom of the screen while lines are picked: how
 * many, and the way down to the tray under the list, its target level focused.
 */
export function TrayJump({ count, tray }: { count: number; tray: RefObject<HTMLElement | null> }) {
  function jump() {
    tray.current?.scrollIntoView({ block: "start" });
    tray.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }
  return (
    <div className="tray-jump">
      <span>{T.selected(count)}</span>
      {/* Not solid: Create Purchase Order, in the tray, is the screen's one main action. */}
      <button type="button" className="button" onClick={jump}>
        {T.review}
      </button>
    </div>
  );
}
