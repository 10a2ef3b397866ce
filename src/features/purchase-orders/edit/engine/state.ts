// The edit screen's changes (spec sections 4, 5 and 7): what the user did that the provider has not
// stored yet, merged so a later edit wins, split into what may be sent now and what must wait (an
// invalid cell, a group whose debounce still runs), and turned into updatePurchaseOrder's variables.
import { isDiscountUnderstood } from "../../../../../schema/discount.ts";
import { centsToDollars, parseMoney, parseQuantity } from "../../../../../schema/money.ts";
import type { ShipToInput, UpdatePurchaseOrderVariables } from "../../shared/api/update-purchase-order.ts";

/** A row's number cells. */
export type CellField = "quantity" | "unitCost";
/** Every cell of a row a user types in: the number cells and the line's discount. */
export type ItemField = CellField | "discount";
/** The text typed in a row's cells, kept as typed so an invalid entry stays on screen. */
export type CellDraft = Partial<Record<ItemField, string>>;

/** A product (or variation) added with Add Item that the provider has not stored yet. */
export interface NewItem {
  /** A local key ("new:1"); the provider gives the stored item its own id. */
  key: string;
  productId: string;
  variationId: string | null;
  quantity: number;
  name: string;
  sku: string;
  mpn: string;
  /** Its cost in dollars when known at the click (its last price, D225); NEW_ITEM_UNIT_COST otherwise. */
  unitCost?: number;
}

export interface Changes {
  additions: readonly NewItem[];
  removals: readonly string[];
  cells: Readonly<Record<string, CellDraft>>;
  address?: ShipToInput | undefined;
  shipping?: string | undefined;
  discount?: string | undefined;
}

/** Each group has its own timing: rows go at once, cells after 2 s, the order's fields after 1 s. */
export type Group = "rows" | "cells" | "order";
export const ALL_GROUPS: readonly Group[] = ["rows", "cells", "order"];

export const NO_CHANGES: Changes = { additions: [], removals: [], cells: {} };

/** Spec section 9: a new item costs 0 until its cost is edited. */
export const NEW_ITEM_UNIT_COST = 0;

// ---------------------------------------------------------------- edits

export const editCell =
  (id: string, field: ItemField, text: string) =>
  (changes: Changes): Changes => ({
    ...changes,
    cells: { ...changes.cells, [id]: { ...changes.cells[id], [field]: text } },
  });

export const addItem =
  (item: NewItem) =>
  (changes: Changes): Changes => ({ ...changes, additions: [...changes.additions, item] });

/** More of an addition not sent yet: its quantity grows (Add Item of a product already added). */
export const growAddition =
  (key: string, by: number) =>
  (changes: Changes): Changes => ({
    ...changes,
    additions: changes.additions.map((item) =>
      item.key === key ? { ...item, quantity: item.quantity + by } : item,
    ),
  });

/** An unsent addition is simply forgotten; a stored item is removed and its unsent cells dropped. */
export const removeItem =
  (id: string) =>
  (changes: Changes): Changes => {
    if (changes.additions.some((item) => item.key === id))
      return { ...changes, additions: changes.additions.filter((item) => item.key !== id) };
    const { [id]: _dropped, ...cells } = changes.cells;
    const removals = changes.removals.includes(id) ? changes.removals : [...changes.removals, id];
    return { ...changes, removals, cells };
  };

export const editOrder =
  (patch: Pick<Changes, "address" | "shipping" | "discount">) =>
  (changes: Changes): Changes => ({ ...changes, ...patch });

/** Both sets of changes as one; where they touch the same field, `newer` wins. */
export function mergeChanges(older: Changes, newer: Changes): Changes {
  const removals = [...new Set([...older.removals, ...newer.removals])];
  const cells: Record<string, CellDraft> = {};
  for (const id of new Set([...Object.keys(older.cells), ...Object.keys(newer.cells)]))
    if (!removals.includes(id)) cells[id] = { ...older.cells[id], ...newer.cells[id] };
  return {
    additions: [...older.additions, ...newer.additions],
    removals,
    cells,
    address: newer.address ?? older.address,
    shipping: newer.shipping ?? older.shipping,
    discount: newer.discount ?? older.discount,
  };
}

// ---------------------------------------------------------------- checks

/** Spec section 5: a number cell must be filled in and at least 0 (a quantity also whole). */
export function numberProblem(kind: "quantity" | "money", text: string): "empty" | "invalid" | null {
  if (text.trim() === "") return "empty";
  return (kind === "quantity" ? parseQuantity(text) : parseMoney(text)) === null ? "invalid" : null;
}

/** A line discount is read as the order's (D8): one it does not understand waits, as that one does. */
const cellIsValid = (field: ItemField, text: string) =>
  field === "discount"
    ? isDiscountUnderstood(text)
    : !numberProblem(field === "quantity" ? "quantity" : "money", text);

/** A row is sent only when every cell typed in it is valid (spec section 5). */
const rowIsValid = (draft: CellDraft) =>
  (Object.entries(draft) as [ItemField, string][]).every(([field, text]) => cellIsValid(field, text));

/** What of `changes` may be sent now for these groups, and what stays behind. */
export function splitChanges(changes: Changes, groups: readonly Group[]): { send: Changes; keep: Changes } {
  const rows = groups.includes("rows");
  const order = groups.includes("order");
  const send = {
    additions: rows ? changes.additions : [],
    removals: rows ? changes.removals : [],
    cells: {},
  };
  const keep = {
    additions: rows ? [] : changes.additions,
    removals: rows ? [] : changes.removals,
    cells: {},
  };
  for (const [id, draft] of Object.entries(changes.cells))
    Object.assign((groups.includes("cells") && rowIsValid(draft) ? send : keep).cells, { [id]: draft });
  const { address, shipping, discount } = changes;
  const ready = {
    address: order,
    shipping: order && shipping !== undefined && !numberProblem("money", shipping),
    discount: order && discount !== undefined && isDiscountUnderstood(discount),
  };
  for (const [field, value] of Object.entries({ address, shipping, discount }))
    if (value !== undefined)
      Object.assign(ready[field as keyof typeof ready] ? send : keep, { [field]: value });
  return { send, keep };
}

/** The additions and removals apart from the rest: only those are not safe to send twice. */
export function splitRows(changes: Changes): { rows: Changes; rest: Changes } {
  const { additions, removals, ...rest } = changes;
  return { rows: { ...NO_CHANGES, additions, removals }, rest: { ...rest, additions: [], removals: [] } };
}

export const isEmpty = (changes: Changes) =>
  changes.additions.length === 0 &&
  changes.removals.length === 0 &&
  Object.keys(changes.cells).length === 0 &&
  changes.address === undefined &&
  changes.shipping === undefined &&
  changes.discount === undefined;

// ---------------------------------------------------------------- the call

const dollars = (text: string) => centsToDollars(parseMoney(text) ?? 0);

/** updatePurchaseOrder's variables for changes that splitChanges let through; only what changed is named. */
export function toVariables(id: string, changes: Changes): UpdatePurchaseOrderVariables {
  const variables: UpdatePurchaseOrderVariables = { id };
  if (changes.additions.length)
    variables.itemAdditions = changes.additions.map((item) => ({
      productId: item.productId,
      variationId: item.variationId,
      quantity: item.quantity,
      unitCost: item.unitCost ?? NEW_ITEM_UNIT_COST,
    }));
  if (changes.removals.length) variables.itemRemovals = [...changes.removals];
  const updates = Object.entries(changes.cells).map(([itemId, draft]) => ({
    id: itemId,
    ...(draft.quantity !== undefined && { quantity: parseQuantity(draft.quantity) ?? 0 }),
    ...(draft.unitCost !== undefined && { unitCost: dollars(draft.unitCost) }),
    ...(draft.discount !== undefined && { discount: draft.discount.trim() }),
  }));
  if (updates.length) variables.itemUpdates = updates;
  if (changes.address) variables.shipToAddress = changes.address;
  if (changes.shipping !== undefined) variables.shippingCost = dollars(changes.shipping);
  if (changes.discount !== undefined) variables.discount = changes.discount.trim();
  return variables;
}
