// One order's watch (D219): the order as the edit screen last read it, the calls it sent whose answer
// it has not seen, and the conflicts still open. Every order that reaches the screen (a save's answer,
// the read before a save, a fresh read) goes through `see`, which tells the screen what another user
// changed. It lives as long as the order's edit queue (edit/queues.ts), so a call answered after the
// screen was left is still judged against the right read.
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import {
  compare,
  snapshotOf,
  valuesOf,
  type Conflict,
  type FieldKey,
  type Local,
  type Seen,
  type Snapshot,
} from "./others.ts";
import type { Changes } from "./state.ts";

const NOTHING_LOCAL: Local = { pending: new Map() };

/** The screen on the other end of a watch, while it is open. */
export interface WatchListener {
  /** What the screen holds unsaved now. */
  local(): Local;
  /** Status and supplier set by this user on other calls (shared/api/own-writes.ts). */
  own(key: FieldKey, value: string): boolean;
  /** Another user's changes in an order just seen. */
  seen(seen: Seen): void;
}

const NOBODY: WatchListener = { local: () => NOTHING_LOCAL, own: () => false, seen: () => {} };

export class OrderWatch {
  base: Snapshot;
  /** Open conflicts by field: the screen holds the user's value back until one is chosen. */
  readonly conflicts = new Map<FieldKey, Conflict>();
  /** Calls sent since the last answer seen: on their way, or failed with no answer. */
  #sent: Changes[] = [];
  #listener: WatchListener = NOBODY;

  constructor(order: PurchaseOrderDetail) {
    this.base = snapshotOf(order);
  }

  /**
   * A new visit of the screen starts from `order` as it loaded: the conflicts of the last visit went
   * with its drafts. Calls still on their way stay known as ours.
   */
  restart(order: PurchaseOrderDetail): void {
    this.base = snapshotOf(order);
    this.conflicts.clear();
  }

  /** Tells `listener` what each order seen holds of another user's; returns the stop. */
  listen(listener: WatchListener): () => void {
    this.#listener = listener;
    return () => {
      if (this.#listener === listener) this.#listener = NOBODY;
    };
  }

  /** A call carrying `changes` is on its way: what its answer shows of them is ours. */
  sending(changes: Changes): void {
    this.#sent.push(changes);
  }

  /**
   * `order` reached the screen. `answered`: it is the answer to the last call sent, which settles
   * every call before it too. `alsoPending`: values on their way that count as unsaved here.
   */
  see(order: PurchaseOrderDetail, { answered = false, alsoPending = null as Changes | null } = {}): Seen {
    const next = snapshotOf(order);
    const local = this.#listener.local();
    const pending = new Map(local.pending);
    if (alsoPending) for (const [key, value] of valuesOf(alsoPending)) pending.set(key, value);
    const seen = compare(this.base, next, { ...local, pending }, (key, value) => this.#ours(key, value));
    if (Date.parse(next.dateModified) >= Date.parse(this.base.dateModified)) this.base = next;
    if (answered) this.#sent = [];
    for (const conflict of seen.conflicts) this.conflicts.set(conflict.key, conflict);
    // A conflict whose field is gone (its item removed) has nothing left to choose.
    for (const key of this.conflicts.keys()) if (!next.fields.has(key)) this.conflicts.delete(key);
    if (seen.notices.length || seen.conflicts.length || seen.updated.length) this.#listener.seen(seen);
    return seen;
  }

  /** The user chose; the screen sends their value again or drops it. */
  resolve(key: FieldKey): void {
    this.conflicts.delete(key);
  }

  #ours(key: FieldKey, value: string): boolean {
    if (this.#listener.own(key, value)) return true;
    return this.#sent.some((changes) => {
      if (key.startsWith("added:"))
        return changes.additions.some((a) => key === `added:${a.productId}:${a.variationId ?? ""}`);
      if (key.startsWith("removed:")) return changes.removals.includes(key.slice("removed:".length));
      return valuesOf(changes).get(key) === value;
    });
  }
}
