// After a save failed: which of its additions and removals must still be sent. Resending a
// cell or an order field is harmless, resending an addition or a removal is not. updatePurchaseOrder
// is all or nothing and carries no request id (the contract cannot change), so when the call's fate is
// unknown (no answer: the network dropped it or its answer; a 5xx from in front of the provider) the
// order is read back first: a removed item that is gone needs nothing more, whoever removed it; the
// additions were stored if items that were not on the order before the call match every one of them.
// Limits: another tab adding the same products to the same order at that moment looks like our
// additions, and a call the provider is still working on when the order is read looks not applied.
import { ERROR_STATUS, isErrorCode } from "../../../../../schema/errors.ts";
import { ApiError } from "../../../../api/api-error.ts";
import { NO_CHANGES, type Changes, type NewItem } from "./state.ts";

/** An item of the order as the provider holds it. */
export interface StoredItem {
  id: string;
  productId: string;
  variationId: string | null;
}

/** The additions and removals of a failed call, held until the order is read back. */
export interface Unsure {
  rows: Changes;
  /** The provider answered with a refusal: nothing of the call was stored. */
  refused: boolean;
}

/** The status an error stands for: a GraphQL refusal arrives with HTTP 200 and says it by its code. */
const statusOf = (error: ApiError) => (isErrorCode(error.code) ? ERROR_STATUS[error.code] : error.status);

/** A refusal with an answer (a 4xx, or a GraphQL error standing for one) rather than no answer or a 5xx. */
export function wasRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = statusOf(error);
  return status >= 400 && status < 500;
}

/**
 * A refusal that asking again cannot change (the order was locked meanwhile, a value the provider
 * does not take): not retried on a timer. A 401 ends the session; 408 and 429 ask to come back later.
 */
export function isFinalRefusal(error: unknown): boolean {
  return wasRefused(error) && ![401, 408, 429].includes(statusOf(error as ApiError));
}

/**
 * The additions no item of `fresh` (items that were not on the order before) stands for: each fresh
 * item stands for one addition of its product and variation, the first one not yet matched.
 */
export function notStored(additions: readonly NewItem[], fresh: readonly StoredItem[]): NewItem[] {
  const left = [...fresh];
  return additions.filter((addition) => {
    const at = left.findIndex(
      (item) => item.productId === addition.productId && item.variationId === addition.variationId,
    );
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** What of `unsure` is still to send, given the item ids before the call and the items stored now. */
export function unappliedRows(
  unsure: Unsure,
  known: readonly string[],
  stored: readonly StoredItem[],
): Changes {
  const present = new Set(stored.map((item) => item.id));
  const before = new Set(known);
  const fresh = stored.filter((item) => !before.has(item.id));
  const { additions, removals } = unsure.rows;
  const applied = !unsure.refused && notStored(additions, fresh).length === 0;
  return {
    ...NO_CHANGES,
    additions: applied ? [] : additions,
    removals: removals.filter((id) => present.has(id)),
  };
}
