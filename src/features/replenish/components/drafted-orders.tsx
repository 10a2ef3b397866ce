// What Draft Orders made: every drafted order with its link, supplier and line count.
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { REPLENISH_TEXT } from "../strings.ts";
import type { DraftedOrder } from "../use-draft-orders.ts";

const T = REPLENISH_TEXT.draft;

export function DraftedOrders({ orders }: { orders: readonly DraftedOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <div className="notice drafted-orders">
      <p>{T.done(orders.length)}</p>
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            <Link href={PATHS.purchaseOrder(order.id)}>
              {T.order(order.id, order.supplier?.name ?? T.noSupplier, order.lines)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
