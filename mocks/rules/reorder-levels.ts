// Extension "reorder" (D245): a reorder point and a target level per product and per variation. Set by a
// user who may modify the store (D6's manageStore), both at once (null clears one); whole numbers of 0 to
// MAX_QUANTITY, the target at least the point when both are set. Everything is checked before the one
// write, so a refusal changes nothing. Product-level, not order-level: the order history (D232) has no
// row for it.
import { MAX_QUANTITY } from "../../schema/money.ts";
import type { Provider } from "../provider.ts";
import type { ProductRow } from "../store/tables.ts";
import { getInStore } from "../store/finders.ts";
import { fail } from "./errors.ts";
import { requireAction, requireStore, type Session } from "./session.ts";

export interface ReorderLevelsInput {
  productId: string;
  variationId?: string | null;
  reorderPoint?: number | null;
  targetLevel?: number | null;
}

/** `value` as a level (null for none), or a BAD_USER_INPUT naming the field. */
function level(name: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > MAX_QUANTITY)
    fail("BAD_USER_INPUT", `The ${name} ${value} is not a whole number of 0 to ${MAX_QUANTITY}.`, undefined, [
      name,
    ]);
  return value;
}

/** Sets both levels of a product, or of one of its variations; answers the product. */
export function setReorderLevels(
  provider: Provider,
  session: Session,
  input: ReorderLevelsInput,
): ProductRow {
  const storeId = requireStore(session);
  const product = getInStore(provider.store.db.products, storeId, input.productId, "Product");
  requireAction(session, "manageStore");
  const variation =
    input.variationId === null || input.variationId === undefined
      ? null
      : (product.variations.find((v) => String(v.id) === String(input.variationId)) ??
        fail("NOT_FOUND", `Variation ${String(input.variationId)} of product ${product.id} was not found.`));
  const reorderPoint = level("reorderPoint", input.reorderPoint);
  const targetLevel = level("targetLevel", input.targetLevel);
  if (reorderPoint !== null && targetLevel !== null && targetLevel < reorderPoint)
    fail(
      "BAD_USER_INPUT",
      `The target level ${targetLevel} is below the reorder point ${reorderPoint}: it must be at least that.`,
      undefined,
      ["targetLevel"],
    );
  return provider.store.write((_db, changes) => {
    const row = variation ?? product;
    row.reorderPoint = reorderPoint;
    row.targetLevel = targetLevel;
    changes.update("products", product);
    return product;
  });
}
