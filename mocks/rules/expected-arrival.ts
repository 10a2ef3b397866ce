// Extension "arrival" (D234): the day an order is expected to arrive, YYYY-MM-DD, set or cleared while
// the order is OPEN or ORDERED by a user who may edit orders. Checked before the one write, which also
// records the change in the order's history (order-history.ts).
import type { Provider } from "../provider.ts";
import type { PurchaseOrderRow } from "../store/tables.ts";
import { getInStore } from "../store/finders.ts";
import { fail } from "./errors.ts";
import { writeOrder } from "./order-write.ts";
import { requireAction, type Session } from "./session.ts";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SETTABLE = new Set(["OPEN", "ORDERED"]);

/** `text` as a real day of 2000 to 2099 written YYYY-MM-DD, or a BAD_USER_INPUT naming it. */
export function checkArrivalDay(text: string): string {
  const match = DAY.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
  const date = match ? new Date(Date.UTC(year, month - 1, day)) : null;
  const real =
    date !== null &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 2000 &&
    year <= 2099;
  if (!real)
    fail(
      "BAD_USER_INPUT",
      `The expected arrival "${text.slice(0, 40)}" is not a day of 2000 to 2099 written YYYY-MM-DD.`,
    );
  return text;
}

/** Sets (a day) or clears (null) the order's expected arrival. */
export function setExpectedArrival(
  provider: Provider,
  session: Session,
  id: string,
  date: string | null,
): PurchaseOrderRow {
  const storeId = requireAction(session, "viewPurchaseOrders");
  const order = getInStore(provider.store.db.purchaseOrders, storeId, id, "Purchase order");
  requireAction(session, "editPurchaseOrder");
  if (!SETTABLE.has(order.status))
    fail(
      "PURCHASE_ORDER_LOCKED",
      `Purchase order ${order.id} is ${order.status}: its expected arrival can change only while OPEN or ORDERED.`,
    );
  const day = date === null ? null : checkArrivalDay(date);
  return writeOrder(provider, session, order, () => void (order.expectedArrival = day));
}
