// Counts the provider would refuse (D102): written back as the lines' quantities, the count must keep the
// order within the shared size rule (schema/order-size.ts). Asked before Confirm Delivery marks anything
// received, so a refused count never leaves the order RECEIVED with its old quantities.
import { dollarsToCents } from "../../../../schema/money.ts";
import { orderSizeProblem } from "../../../../schema/order-size.ts";
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";

const T = CHECK_IN_TEXT.tooBig;

/** What is wrong with writing these counts to the order, in words, or null when the provider takes them. */
export function countLimitProblem(
  order: PurchaseOrderDetail,
  counted: (item: PurchaseOrderItem) => number,
): string | null {
  const lines = order.items.map((item) => ({
    quantity: counted(item),
    unitCostCents: dollarsToCents(item.unitCost) ?? 0,
  }));
  const problem = orderSizeProblem(lines, dollarsToCents(order.shippingCost) ?? 0);
  if (problem?.kind === "amount") return T.amount(problem.grossCents);
  if (problem?.kind === "quantity") return T.quantity(problem.quantity);
  if (problem?.kind === "lines") return T.lines(problem.lines, PURCHASE_ORDER_LIMITS.maxLines);
  return null;
}
