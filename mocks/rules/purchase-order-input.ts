// Checking what a client sends for a purchase order, before anything is written: quantities are whole
// numbers, money is at most cents, discounts follow the discount grammar, products and variations belong to
// the order's store. Each check returns the stored form or throws BAD_USER_INPUT / NOT_FOUND.
import { parseDiscount } from "../../schema/discount.ts";
import { formatCents, formatCount } from "../../schema/format.ts";
import { MAX_CENTS, MAX_QUANTITY, parseMoney, parseQuantity } from "../../schema/money.ts";
import { orderSizeProblem, type SizedLine } from "../../schema/order-size.ts";
import { PURCHASE_ORDER_LIMITS } from "../../schema/purchase-order-limits.ts";
import type { AddressRow, Db, ProductRow } from "../store/tables.ts";
import { findInStore, parseId } from "../store/finders.ts";
import type { AddressInput } from "./address-input.ts";
import { fail } from "./errors.ts";

const { maxDiscount: MAX_DISCOUNT_LENGTH, maxAddressLine: MAX_ADDRESS_LENGTH } = PURCHASE_ORDER_LIMITS;

export function checkQuantity(value: number, what: string): number {
  return (
    parseQuantity(value) ??
    fail(
      "BAD_USER_INPUT",
      `${what}: the quantity must be a whole number from 0 to ${formatCount(MAX_QUANTITY)}; got ${value}.`,
    )
  );
}

const MAX_DOLLARS = formatCents(MAX_CENTS);

export function checkMoney(value: number, what: string): number {
  return (
    parseMoney(value) ??
    fail("BAD_USER_INPUT", `${what} must be an amount from $0.00 to ${MAX_DOLLARS}; got ${value}.`)
  );
}

/**
 * Each amount is at most MAX_CENTS, but a million units at that cost would not be: the order's
 * gross (lines before discounts, plus shipping) must stay within it too, so every sum stays exact.
 * The rule is schema/order-size.ts, which the check-in screen asks before it writes counts (D102).
 */
export function checkOrderSize(items: readonly SizedLine[], shippingCents: number): void {
  const problem = orderSizeProblem(items, shippingCents);
  if (problem?.kind === "lines")
    fail(
      "BAD_USER_INPUT",
      `An order may have at most ${PURCHASE_ORDER_LIMITS.maxLines} lines; this one would have ${problem.lines}.`,
    );
  if (problem?.kind === "quantity") checkQuantity(problem.quantity, "A line");
  if (problem?.kind === "amount")
    fail(
      "BAD_USER_INPUT",
      `An order may come to at most ${MAX_DOLLARS} before discounts; this one would not.`,
    );
}

/** D8: a discount the grammar does not understand is refused, not silently stored as $0.00. */
export function checkDiscount(value: string | null | undefined, what: string): string {
  const text = (value ?? "").trim();
  if (text.length > MAX_DISCOUNT_LENGTH || parseDiscount(text).kind === "invalid")
    fail(
      "BAD_USER_INPUT",
      `${what} "${value}" is not understood: use -N for dollars off or N% for a percentage.`,
    );
  return text;
}

export interface ItemAddition {
  productId: string;
  variationId?: string | null;
  quantity: number;
  unitCost: number;
  discount?: string | null;
}

/** A new line holds at least one of its product; an existing line may go down to 0 (spec section 5). */
function checkNewQuantity(quantity: number, what: string): number {
  const checked = checkQuantity(quantity, what);
  if (checked < 1)
    fail("BAD_USER_INPUT", `${what}: a new line needs a quantity of at least 1.`, undefined, ["quantity"]);
  return checked;
}

/** The product (and variation) an addition names, in the store, or NOT_FOUND. */
export function checkItemAddition(db: Db, storeId: number, item: ItemAddition) {
  const product: ProductRow =
    findInStore(db.products, storeId, item.productId) ??
    fail("NOT_FOUND", `Product ${item.productId} was not found.`);
  let variationId: number | null = null;
  if (item.variationId != null) {
    const wanted = parseId(item.variationId);
    const variation = product.variations.find((v) => v.id === wanted);
    if (!variation)
      fail("NOT_FOUND", `Variation ${item.variationId} of product ${product.id} was not found.`);
    variationId = variation.id;
  }
  return {
    productId: product.id,
    variationId,
    quantity: checkNewQuantity(item.quantity, product.name),
    unitCostCents: checkMoney(item.unitCost, `The cost of ${product.name}`),
    discount: checkDiscount(item.discount, `The discount of ${product.name}`),
  };
}

/** A ship-to address: every line at most 200 characters; empty lines are allowed while editing. */
export function checkAddress(input: AddressInput): Omit<AddressRow, "id"> {
  const row = {
    address1: input.address1,
    address2: input.address2 ?? "",
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    sourceId: "",
  };
  for (const [field, text] of Object.entries(row))
    if (typeof text === "string" && text.length > MAX_ADDRESS_LENGTH)
      fail("BAD_USER_INPUT", `The ship-to ${field} is limited to ${MAX_ADDRESS_LENGTH} characters.`);
  return row;
}
