// Purchase orders on the provider: creation, and edits while OPEN or RECEIVED, which may also
// move the status (purchase-order-status.ts) and set the supplier (purchase-order-supplier.ts). Every
// check runs before the one write, so a refused call changes nothing.
import { canEditItems, canSetSupplier, type PurchaseOrderStatus } from "../../schema/status.ts";
import type { Provider } from "../provider.ts";
import type { Db, PurchaseOrderItemRow, PurchaseOrderRow } from "../store/tables.ts";
import { getInStore, parseId } from "../store/finders.ts";
import type { AddressInput } from "./address-input.ts";
import { fail } from "./errors.ts";
import {
  checkAddress,
  checkDiscount,
  checkItemAddition,
  checkMoney,
  checkOrderSize,
  checkQuantity,
  type ItemAddition,
} from "./purchase-order-input.ts";
import { applyTransition, checkTransition } from "./purchase-order-status.ts";
import { checkVendor } from "./purchase-order-supplier.ts";
import { requireAction, requireStore, type Session } from "./session.ts";
import { requireMayEdit } from "./delivery-counts.ts";
import { recordOrderChanges } from "./order-history.ts";
import { writeOrder } from "./order-write.ts";

export interface AddInput {
  shippingCost: number;
  discount: string;
  items: ItemAddition[];
}

/** A new OPEN order with the given shipping, discount and items, shipped to the store's address. */
export function addPurchaseOrder(provider: Provider, session: Session, input: AddInput): PurchaseOrderRow {
  const storeId = requireAction(session, "createPurchaseOrder");
  const { db } = provider.store;
  const shippingCents = checkMoney(input.shippingCost, "Shipping");
  const discount = checkDiscount(input.discount, "The order discount");
  const items = input.items.map((item) => checkItemAddition(db, storeId, item));
  checkOrderSize(items, shippingCents);
  return provider.store.write((db, changes) => {
    const now = provider.now().toISOString();
    const order: PurchaseOrderRow = {
      id: provider.store.nextId(db),
      storeId,
      status: "OPEN",
      dateCreated: now,
      dateModified: now,
      dateOrdered: null,
      dateReceived: null,
      dateFinalized: null,
      shippingCents,
      discount,
      vendorId: null,
      shipToAddress: storeShipTo(db, storeId, provider.store.nextId(db)),
      items: items.map((item) => ({ id: provider.store.nextId(db), ...item })),
    };
    changes.insert("purchaseOrders", order);
    recordOrderChanges(db, changes, {
      before: null,
      order,
      userId: session.user.id,
      at: now,
      nextId: () => provider.store.nextId(db),
    });
    return order;
  });
}

export interface UpdateInput {
  id: string;
  itemAdditions?: ItemAddition[] | null;
  itemRemovals?: string[] | null;
  itemUpdates?:
    { id: string; quantity?: number | null; unitCost?: number | null; discount?: string | null }[] | null;
  shipToAddress?: AddressInput | null;
  shippingCost?: number | null;
  discount?: string | null;
  status?: PurchaseOrderStatus | null;
  vendorID?: string | null;
}

function orderItem(order: PurchaseOrderRow, id: string): PurchaseOrderItemRow {
  return (
    order.items.find((item) => item.id === parseId(id)) ??
    fail("NOT_FOUND", `Item ${id} is not on purchase order ${order.id}.`)
  );
}

/** Edits items, ship-to, shipping and discount (OPEN and RECEIVED only); status and supplier follow their own rules. */
export function updatePurchaseOrder(
  provider: Provider,
  session: Session,
  input: UpdateInput,
): PurchaseOrderRow {
  const storeId = requireStore(session);
  const { db } = provider.store;
  const order = getInStore(db.purchaseOrders, storeId, input.id, "Purchase order");
  requireMayEdit(session, input, order.status);
  // A CLOSED order is final (D5): no write of any kind, not even one that carries nothing new and would
  // only move dateModified. The supplier rule says the same for the supplier alone.
  if (!canSetSupplier(order.status))
    fail("PURCHASE_ORDER_LOCKED", `Purchase order ${order.id} is ${order.status}: it can no longer change.`);
  const editsContent = [
    input.itemAdditions,
    input.itemRemovals,
    input.itemUpdates,
    input.shipToAddress,
    input.shippingCost,
    input.discount,
  ].some((value) => value != null);
  if (editsContent && !canEditItems(order.status))
    fail(
      "PURCHASE_ORDER_LOCKED",
      `Purchase order ${order.id} is ${order.status}: its products can no longer be changed.`,
    );

  const additions = (input.itemAdditions ?? []).map((item) => checkItemAddition(db, storeId, item));
  const removals = new Set((input.itemRemovals ?? []).map((id) => orderItem(order, id).id));
  const updates = (input.itemUpdates ?? []).map((update) => {
    const item = orderItem(order, update.id);
    if (removals.has(item.id))
      fail("BAD_USER_INPUT", `Item ${update.id} cannot be both updated and removed.`);
    const what = `Item ${update.id}`;
    return {
      item,
      quantity: update.quantity == null ? item.quantity : checkQuantity(update.quantity, what),
      unitCostCents:
        update.unitCost == null
          ? item.unitCostCents
          : checkMoney(update.unitCost, `The cost of item ${update.id}`),
      discount:
        update.discount == null
          ? item.discount
          : checkDiscount(update.discount, `The discount of item ${update.id}`),
    };
  });
  const shippingCents =
    input.shippingCost == null ? order.shippingCents : checkMoney(input.shippingCost, "Shipping");
  const discount =
    input.discount == null ? order.discount : checkDiscount(input.discount, "The order discount");
  const updated = new Map(updates.map(({ item, ...change }) => [item, change]));
  const linesAfter = [
    ...order.items
      .filter((item) => !removals.has(item.id))
      .map((item) => ({ ...item, ...updated.get(item) })),
    ...additions,
  ];
  // A "change" to the status it already has is no transition in the table (D2): refused, not ignored.
  const transition =
    input.status == null
      ? null
      : checkTransition(provider, session, order, input.status, {
          items: linesAfter,
          shippingCents,
          discount,
        });
  const vendorId =
    input.vendorID === undefined ? order.vendorId : checkVendor(db, session, order, input.vendorID);
  const shipTo = input.shipToAddress ? checkAddress(input.shipToAddress) : null;
  checkOrderSize(linesAfter, shippingCents);

  return writeOrder(provider, session, order, (db, changes) => {
    for (const { item, ...change } of updates) Object.assign(item, change);
    order.items = order.items.filter((item) => !removals.has(item.id));
    for (const item of additions) order.items.push({ id: provider.store.nextId(db), ...item });
    if (shipTo) order.shipToAddress = { id: order.shipToAddress?.id ?? provider.store.nextId(db), ...shipTo };
    order.shippingCents = shippingCents;
    order.discount = discount;
    order.vendorId = vendorId;
    if (transition) applyTransition(db, changes, order, transition, provider.now());
  });
}

/** A copy of the store's shipping address, the ship-to a new order starts with. */
function storeShipTo(db: Db, storeId: number, id: number): PurchaseOrderRow["shipToAddress"] {
  const store = db.stores.find((s) => s.id === storeId);
  return store ? { ...store.shippingAddress, id } : null;
}
