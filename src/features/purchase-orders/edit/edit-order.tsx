// The purchase order editor (spec section 2): product search and items on the left; the supplier (issue
// 27), ship-to, order information, the previewed totals and Save Products on the right. Every edit shows
// at once and is sent on its group's schedule (spec section 4) by the edit queue. The totals, the save
// status and Save Products stay on screen while the lines scroll: at the top of the side
// column from lg up, in a bar stuck to the bottom below lg; they come last in the page's order.
import { useSession } from "../../../session/session-context.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { EditDetails } from "./edit-details.tsx";
import { EditOrderInfo } from "./edit-order-info.tsx";
import { costText, previewTotals, screenRows } from "./engine/rows.ts";
import { EditSave } from "./edit-save.tsx";
import { useEditSaver } from "./engine/saver.ts";
import { storedItems } from "./engine/order-api.ts";
import { EditShipTo, shipToOf } from "./edit-ship-to.tsx";
import { EditSupplier } from "./edit-supplier.tsx";
import { addOutcome } from "./engine/add-item.ts";
import { editCell, editOrder, removeItem } from "./engine/state.ts";
import { BackToList } from "../shared/back-to-list.tsx";
import { ItemTable } from "./item-table.tsx";
import { ImportLinesButton } from "./import-lines-button.tsx";
import { ConflictChoice } from "./conflict-choice.tsx";
import { addressShown, ORDER_KEY, shownMine, type FieldKey } from "./engine/others.ts";
import { useLastPriceFill } from "./last-price-fill.ts";
import { LastPriceNote } from "./last-price-note.tsx";
import { ProductSearch } from "./product-search.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import { parseMoney } from "../../../../schema/money.ts";

const MAX_LINES = PURCHASE_ORDER_LIMITS.maxLines;

const T = PURCHASE_ORDER_EDIT_TEXT;

export function EditOrder({ order }: { order: PurchaseOrderDetail }) {
  const { drafts, queue, edit, restored, conflicts, choose } = useEditSaver(order);
  const storeAddress = useSession()?.user.activeStore?.shippingAddress;

  // Additions whose call failed unanswered stay "sending" (not deletable) until the order is read back.
  const rows = screenRows(order.items, drafts, queue.unsentAdditions(storedItems(order)));
  const shipping = drafts.shipping ?? costText(order.shippingCost);
  const discount = drafts.discount ?? order.discount;
  const address = drafts.address ?? shipToOf(order.shipToAddress);
  /** Another user's value for `key` against the user's own, while the user has not chosen (D219). */
  const choice = (key: FieldKey, mine: string) => {
    const conflict = conflicts.get(key);
    return (
      conflict && <ConflictChoice conflict={conflict} mine={mine} onChoose={(keep) => choose(key, keep)} />
    );
  };
  const lastPrices = useLastPriceFill(order, rows, drafts, edit);

  return (
    <main className="page po-edit-page">
      <PageTitle>{T.title(order.id)}</PageTitle>
      <BackToList className="back-link" />
      <h1>{T.title(order.id)}</h1>
      <div className="po-edit">
        <div className="po-edit-items">
          <ProductSearch
            onAdd={({ cost: _cost, stock: _stock, ...option }, quantity) => {
              // Cost and stock are shown in the options only: a new line costs its last price (D225), or 0
              // (spec section 9); a line already on the order keeps its cost.
              const known = rows.some(
                (row) => row.productId === option.productId && row.variationId === option.variationId,
              );
              const unitCost = known ? undefined : lastPrices.costOnAdd(option);
              const outcome = addOutcome(
                rows,
                { ...option, quantity, ...(unitCost !== undefined && { unitCost }) },
                () => queue.nextKey(),
              );
              if (outcome.kind === "busy")
                return { refused: true, text: T.search.stillSaving(outcome.row.name) };
              // The provider's cap on lines, said before a save it would refuse.
              if (outcome.kind === "new" && rows.length >= MAX_LINES)
                return { refused: true, text: T.search.full(MAX_LINES) };
              edit(outcome.change, outcome.group);
              return outcome.kind === "more"
                ? { refused: false, text: T.search.addedMore(outcome.row.name, outcome.quantity) }
                : null;
            }}
          />
          <ImportLinesButton
            rows={rows}
            shippingCents={parseMoney(shipping) ?? 0}
            priceCents={lastPrices.priceCents}
            queue={queue}
            edit={edit}
            costOnAdd={lastPrices.costOnAdd}
          />
          <ItemTable
            rows={rows}
            onCell={(id, field, text) => edit(editCell(id, field, text), "cells")}
            onRemove={(id) => edit(removeItem(id), "rows")}
            costNote={(row) => <LastPriceNote row={row} prices={lastPrices.prices} />}
            conflicts={conflicts}
            onChoose={choose}
          />
        </div>
        <aside className="po-edit-panel">
          <EditSupplier order={order} />
          <EditShipTo
            value={address}
            storeAddress={storeAddress ? shipToOf(storeAddress) : null}
            onChange={(address) => edit(editOrder({ address }), "order")}
            choice={choice(ORDER_KEY.address, addressShown(address))}
          />
          <EditOrderInfo
            shipping={shipping}
            discount={discount}
            onShipping={(text) => edit(editOrder({ shipping: text }), "order")}
            onDiscount={(text) => edit(editOrder({ discount: text }), "order")}
            choices={{
              shipping: choice(ORDER_KEY.shipping, shownMine(ORDER_KEY.shipping, shipping)),
              discount: choice(ORDER_KEY.discount, shownMine(ORDER_KEY.discount, discount)),
            }}
          />
          <div className="po-edit-summary">
            <EditDetails totals={previewTotals(rows, shipping, discount)} />
            <EditSave poid={order.id} queue={queue} restored={restored} conflicts={() => conflicts.size} />
          </div>
        </aside>
      </div>
    </main>
  );
}
