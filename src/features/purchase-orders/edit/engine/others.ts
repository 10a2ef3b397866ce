// Another user's changes (D219): the order as the screen last read it against the provider's next
// answer (a save's answer, the read before a save, a fresh read), with what this screen itself has
// sent or holds unsaved. A value that changed and is not ours either updates on screen with a notice,
// or, when the user has an unsaved value for it, becomes a conflict the user
// settles. Pure: no React, no provider.
import { formatCents } from "../../../../../schema/format.ts";
import { dollarsToCents, parseMoney, parseQuantity } from "../../../../../schema/money.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { shownOf } from "../../../../domain/api/purchase-order.ts";
import { OTHERS_TEXT as T } from "../../shared/strings.ts";
import type { ShipToInput } from "../../shared/api/update-purchase-order.ts";
import type { Changes, ItemField } from "./state.ts";

/** One value a user edits: `cell:<item id>:<field>`, or `order:shipping|discount|address`. */
export type FieldKey = string;
export const cellKey = (id: string, field: ItemField): FieldKey => `cell:${id}:${field}`;
export const ORDER_KEY = { shipping: "order:shipping", discount: "order:discount", address: "order:address" };

/** A value as compared (`value`: normalised) and as said (`shown`), with what it is called. */
interface Value {
  value: string;
  shown: string;
  label: string;
}

/** What the comparison needs of an order. */
export interface Snapshot {
  dateModified: string;
  status: string;
  supplier: { id: string; name: string } | null;
  /** Item id -> its product and variation and the name it shows. */
  items: ReadonlyMap<string, { productId: string; variationId: string | null; name: string }>;
  fields: ReadonlyMap<FieldKey, Value>;
}

const money = (cents: number) => ({ value: String(cents), shown: formatCents(cents) });
const discount = (text: string) => ({ value: text.trim(), shown: text.trim() || T.none });
const addressParts = (a: ShipToInput) =>
  [a.address1, a.address2, a.city, a.state, a.zipCode].map((p) => p.trim());
const address = (a: ShipToInput) => ({
  value: JSON.stringify(addressParts(a)),
  shown: addressParts(a).filter(Boolean).join(", ") || T.none,
});
/** An address as a notice or a choice says it. */
export const addressShown = (a: ShipToInput) => address(a).shown;
const noAddress: ShipToInput = { address1: "", address2: "", city: "", state: "", zipCode: "" };

export function snapshotOf(order: PurchaseOrderDetail): Snapshot {
  const fields = new Map<FieldKey, Value>();
  const items = new Map<string, { productId: string; variationId: string | null; name: string }>();
  for (const item of order.items) {
    const { name } = shownOf(item);
    items.set(item.id, { productId: item.product.id, variationId: item.variation?.id ?? null, name });
    const quantity = String(item.quantity);
    fields.set(cellKey(item.id, "quantity"), { value: quantity, shown: quantity, label: T.quantityOf(name) });
    const cost = money(dollarsToCents(item.unitCost) ?? 0);
    fields.set(cellKey(item.id, "unitCost"), { ...cost, label: T.costOf(name) });
    fields.set(cellKey(item.id, "discount"), { ...discount(item.discount), label: T.discountOf(name) });
  }
  fields.set(ORDER_KEY.shipping, { ...money(dollarsToCents(order.shippingCost) ?? 0), label: T.shipping });
  fields.set(ORDER_KEY.discount, { ...discount(order.discount), label: T.discount });
  fields.set(ORDER_KEY.address, { ...address({ ...noAddress, ...order.shipToAddress }), label: T.address });
  const supplier = order.vendor ? { id: order.vendor.id, name: order.vendor.name } : null;
  return { dateModified: order.dateModified, status: order.status, supplier, items, fields };
}

/** The values `changes` holds, normalised as snapshotOf does; null for text that cannot be read. */
export function valuesOf(changes: Changes): Map<FieldKey, string | null> {
  const values = new Map<FieldKey, string | null>();
  const cents = (text: string) => parseMoney(text);
  for (const [id, draft] of Object.entries(changes.cells)) {
    if (draft.quantity !== undefined) {
      const n = parseQuantity(draft.quantity);
      values.set(cellKey(id, "quantity"), n === null ? null : String(n));
    }
    if (draft.unitCost !== undefined) {
      const c = cents(draft.unitCost);
      values.set(cellKey(id, "unitCost"), c === null ? null : String(c));
    }
    if (draft.discount !== undefined) values.set(cellKey(id, "discount"), draft.discount.trim());
  }
  if (changes.shipping !== undefined) {
    const c = cents(changes.shipping);
    values.set(ORDER_KEY.shipping, c === null ? null : String(c));
  }
  if (changes.discount !== undefined) values.set(ORDER_KEY.discount, changes.discount.trim());
  if (changes.address) values.set(ORDER_KEY.address, address(changes.address).value);
  return values;
}

/** `changes` without the values under `keys` (held back while their conflict is open). */
export function withoutKeys(changes: Changes, keys: ReadonlySet<FieldKey>): Changes {
  if (keys.size === 0) return changes;
  const cells: Changes["cells"] = {};
  for (const [id, draft] of Object.entries(changes.cells)) {
    const kept = Object.fromEntries(
      Object.entries(draft).filter(([field]) => !keys.has(cellKey(id, field as ItemField))),
    );
    if (Object.keys(kept).length) Object.assign(cells, { [id]: kept });
  }
  const drop = (key: FieldKey) => keys.has(key);
  return {
    ...changes,
    cells,
    shipping: drop(ORDER_KEY.shipping) ? undefined : changes.shipping,
    discount: drop(ORDER_KEY.discount) ? undefined : changes.discount,
    address: drop(ORDER_KEY.address) ? undefined : changes.address,
  };
}

/** The keys `changes` holds a value for. */
export const keysOf = (changes: Changes): Set<FieldKey> => new Set(valuesOf(changes).keys());

/** `changes`' value for `key` alone (the user kept theirs over another user's). */
export function onlyKey(changes: Changes, key: FieldKey): Changes {
  const others = keysOf(changes);
  others.delete(key);
  return { ...withoutKeys(changes, others), additions: [], removals: [] };
}

/** The keys of every cell of item `id`. */
export const keysOfItem = (id: string): FieldKey[] =>
  (["quantity", "unitCost", "discount"] as const).map((field) => cellKey(id, field));

/** The text `changes` holds for `key` as typed (an address as said), or undefined. */
export function draftText(changes: Changes, key: FieldKey): string | undefined {
  const [kind, id = "", field = ""] = key.split(":");
  if (kind === "cell") return changes.cells[id]?.[field as ItemField];
  if (key === ORDER_KEY.address) return changes.address && addressShown(changes.address);
  return key === ORDER_KEY.shipping ? changes.shipping : changes.discount;
}

/** The user's own text for `key` as a choice shows it: money as money, an empty value as "none". */
export function shownMine(key: FieldKey, text: string): string {
  if (key.endsWith(":unitCost") || key === ORDER_KEY.shipping) {
    const cents = parseMoney(text);
    return cents === null ? text : formatCents(cents);
  }
  return text.trim() || T.none;
}

/** A value another user changed while this user had their own for it unsaved. */
export interface Conflict {
  key: FieldKey;
  label: string;
  /** The other user's value, as said and as normalised. */
  theirs: string;
  theirsValue: string;
}

/** What the screen does about a new answer. */
export interface Seen {
  /** One sentence per change by another user, for the user to read (and hear). */
  notices: string[];
  /** Values whose own draft (stored, not pending) gives way to the other user's. */
  updated: FieldKey[];
  conflicts: Conflict[];
  /** Items another user removed: whatever this screen holds for them has nothing left to change. */
  removed: string[];
}

/**
 * This screen's own: values it holds unsaved (null: cannot be read). A key pressed in a field makes
 * its value unsaved at once, so "being typed in" needs no test of its own.
 */
export interface Local {
  pending: ReadonlyMap<FieldKey, string | null>;
}

/** Whether this screen set `key` to `value` itself (a call of its own, a supplier or status it set). */
export type Ours = (key: FieldKey, value: string) => boolean;

const NOTHING_SEEN: Seen = { notices: [], updated: [], conflicts: [], removed: [] };

/** Another user's changes from `base` to `next`; an answer older than `base` is stale and says nothing. */
export function compare(base: Snapshot, next: Snapshot, local: Local, ours: Ours): Seen {
  if (Date.parse(next.dateModified) < Date.parse(base.dateModified)) return NOTHING_SEEN;
  const seen: Seen = { notices: [], updated: [], conflicts: [], removed: [] };
  if (next.status !== base.status && !ours("status", next.status)) seen.notices.push(T.status(next.status));
  const supplier = next.supplier?.id ?? "";
  if (supplier !== (base.supplier?.id ?? "") && !ours("supplier", supplier))
    seen.notices.push(next.supplier ? T.supplier(next.supplier.name) : T.supplierCleared);
  for (const [id, item] of next.items)
    if (!base.items.has(id) && !ours(`added:${item.productId}:${item.variationId ?? ""}`, id))
      seen.notices.push(T.added(item.name));
  for (const [id, item] of base.items)
    if (!next.items.has(id)) {
      seen.removed.push(id);
      if (!ours(`removed:${id}`, id)) seen.notices.push(T.removed(item.name));
    }
  for (const [key, now] of next.fields) {
    const before = base.fields.get(key);
    if (!before || before.value === now.value || ours(key, now.value)) continue;
    const mine = local.pending.get(key);
    if (mine === now.value) continue; // the same value: nothing to tell apart
    if (mine !== undefined)
      seen.conflicts.push({ key, label: now.label, theirs: now.shown, theirsValue: now.value });
    else {
      seen.updated.push(key);
      seen.notices.push(T.changed(now.label, now.shown));
    }
  }
  return seen;
}
