// The unsent edits kept over the page reload a 401 causes (spec section 8), in sessionStorage: this
// tab only, and gone with it. One account at a time: when another account signs in and opens an
// order, whatever the previous one left is dropped unseen.
import type { Unsure } from "./reconcile.ts";
import { isEmpty, mergeChanges, splitRows, type Changes } from "./state.ts";

export const STASH_KEY = "unsaved-purchase-order-edits";

/** What a queue holds that is not stored, enough to start again after a page reload. */
export interface Kept {
  waiting: Changes;
  unsure: Unsure | null;
  /** The order's item ids after the last call whose outcome the queue knows. */
  known: readonly string[];
}

/**
 * What an edit queue hands over when the page goes: its waiting changes, and what it is unsure of. A
 * call on its way then may or may not reach the provider: its additions and removals become unsure.
 */
export function keptOf(queue: {
  waiting: Changes;
  sending: Changes | null;
  unsure: Unsure | null;
  known: readonly string[];
}): Kept {
  const inFlight = queue.sending ? splitRows(queue.sending) : null;
  return {
    waiting: inFlight ? mergeChanges(inFlight.rest, queue.waiting) : queue.waiting,
    unsure:
      queue.unsure ?? (inFlight && !isEmpty(inFlight.rows) ? { rows: inFlight.rows, refused: false } : null),
    known: queue.known,
  };
}

/** Whose edits: one account, in one store, on one order. */
export interface EditOwner {
  account: string;
  store: string;
  poid: string;
}

interface Stash {
  account: string;
  /** By store and order. */
  orders: Record<string, Kept>;
}

const orderKey = (owner: EditOwner) => `${owner.store}/${owner.poid}`;

function readStash(): Stash | null {
  try {
    const stash = JSON.parse(sessionStorage.getItem(STASH_KEY) ?? "null") as Stash | null;
    return typeof stash?.account === "string" && typeof stash.orders === "object" ? stash : null;
  } catch {
    return null; // not ours or cut short: nothing to restore
  }
}

function writeStash(stash: Stash) {
  if (Object.keys(stash.orders).length) sessionStorage.setItem(STASH_KEY, JSON.stringify(stash));
  else sessionStorage.removeItem(STASH_KEY);
}

/** Keeps what `owner` has not stored yet (nothing: forgets the order). */
export function stashEdits(owner: EditOwner, kept: Kept): void {
  const stash = readStash();
  const orders = stash?.account === owner.account ? stash.orders : {};
  if (isEmpty(kept.waiting) && !kept.unsure) delete orders[orderKey(owner)];
  else orders[orderKey(owner)] = kept;
  writeStash({ account: owner.account, orders });
}

/** What `owner` left on this order before the reload, taken out of the stash; null when nothing. */
export function takeStashedEdits(owner: EditOwner): Kept | null {
  const stash = readStash();
  if (!stash) return null;
  if (stash.account !== owner.account) {
    sessionStorage.removeItem(STASH_KEY);
    return null;
  }
  const kept = stash.orders[orderKey(owner)] ?? null;
  delete stash.orders[orderKey(owner)];
  writeStash(stash);
  return kept;
}

/** Drops every kept edit (a test starting over). */
export const clearStashedEdits = () => sessionStorage.removeItem(STASH_KEY);
