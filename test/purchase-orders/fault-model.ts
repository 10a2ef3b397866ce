// The fault runs' model of what the user did (issue 8): the order they expect stored, checked against
// what the provider stored. Every field must end at the user's last edit; no addition or removal may
// be applied twice; an invalid entry never fixed holds its row (or its field) back, so the stored
// value is then one the user typed earlier, never the invalid one read as 0. An added line's cost the
// user never typed may be 0 or its last price (D225); one typed must never be overwritten by the fill.
import { isDiscountUnderstood } from "../../schema/discount.ts";
import { parseMoney, parseQuantity } from "../../schema/money.ts";
import type { ProductChoice, ShipToField } from "./fault-actions.ts";
import type { CellField } from "../../src/features/purchase-orders/edit/engine/state.ts";

/** The provider's order, as plain data. */
export interface StoredOrder {
  items: readonly {
    id: string;
    productId: string;
    variationId: string | null;
    quantity: number;
    unitCostCents: number;
  }[];
  shippingCents: number;
  discount: string;
  shipTo: Record<ShipToField, string>;
}

type Kind = "quantity" | "money" | "discount";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One field as the user left it: the last text, and every value it may hold while that text is invalid. */
class Entry {
  text: string;
  readonly allowed: Set<string>;
  /** Not typed yet, and the app may set it itself (an added line's cost from its last price, D225). */
  #open: boolean;

  /** `also`: values the app may give the field before the user types in it. */
  constructor(
    readonly kind: Kind,
    initial: string,
    also: readonly string[] = [],
  ) {
    this.text = initial;
    this.allowed = new Set([Entry.value(kind, initial) ?? initial, ...also]);
    this.#open = also.length > 0;
  }

  static value(kind: Kind, text: string): string | null {
    if (kind === "discount") return isDiscountUnderstood(text) ? text.trim() : null;
    const value = kind === "quantity" ? parseQuantity(text) : parseMoney(text);
    return value === null ? null : String(value);
  }

  type(text: string) {
    this.text = text;
    this.#open = false;
    const value = Entry.value(this.kind, text);
    if (value !== null) this.allowed.add(value);
  }

  get valid() {
    return Entry.value(this.kind, this.text) !== null;
  }

  /** Why `stored` (a quantity, cents or a discount) is not what the user left here; `held`: see problems(). */
  problem(stored: string, held: boolean): string | null {
    const wanted = Entry.value(this.kind, this.text);
    if (this.#open) return this.allowed.has(stored) ? null : `stored ${stored}, neither 0 nor a last price`;
    if (!held && wanted !== null) return stored === wanted ? null : `stored ${stored}, last edit ${wanted}`;
    return this.allowed.has(stored) ? null : `stored ${stored}, never typed (last edit "${this.text}")`;
  }
}

interface Item {
  /** An addition's local key (a later visit's queue may use it again once this one is stored). */
  key: string | null;
  product: ProductChoice;
  /** The provider's id once stored; an addition has none until it shows up. */
  id: string | null;
  quantity: Entry;
  unitCost: Entry;
  frozen: boolean;
}

export class EditModel {
  readonly #items = new Map<string, Item>();
  readonly #removed = new Set<string>();
  #added = 0;
  readonly #shipping: Entry;
  readonly #discount: Entry;
  readonly #shipTo: Record<ShipToField, string>;

  constructor(
    initial: StoredOrder,
    productOf: (productId: string, variationId: string | null) => ProductChoice,
  ) {
    for (const item of initial.items)
      this.#items.set(item.id, {
        key: null,
        product: productOf(item.productId, item.variationId),
        id: item.id,
        quantity: new Entry("quantity", String(item.quantity)),
        unitCost: new Entry("money", dollars(item.unitCostCents)),
        frozen: false,
      });
    this.#shipping = new Entry("money", dollars(initial.shippingCents));
    this.#discount = new Entry("discount", initial.discount);
    this.#shipTo = { ...initial.shipTo };
  }

  // ------------------------------------------------------------ what the user did

  /**
   * A new line at 0, or at one of `lastPrices` (cents): its last price, carried by Add Item or filled in
   * later (D225), or still 0 when the look-up failed or a reload forgot the fill. Once the user types a
   * cost there, that is what must be stored.
   */
  add(key: string, product: ProductChoice, quantity: number, lastPrices: readonly number[] = []) {
    this.#added += 1;
    this.#items.set(`${key}#${this.#added}`, {
      key,
      product,
      id: null,
      quantity: new Entry("quantity", String(quantity)),
      unitCost: new Entry("money", "0", lastPrices.map(String)),
      frozen: false,
    });
  }

  remove(ref: string) {
    const item = this.#find(ref);
    this.#items.delete(this.#refOf(item));
    if (item.id) this.#removed.add(item.id);
  }

  cell(ref: string, field: CellField, text: string, never: boolean) {
    const item = this.#find(ref);
    item[field].type(text);
    if (never) item.frozen = true;
  }

  order(field: "shipping" | "discount", text: string) {
    if (field === "shipping") this.#shipping.type(text);
    else this.#discount.type(text);
  }

  shipTo(field: ShipToField, text: string) {
    this.#shipTo[field] = text;
  }

  /** The ship-to as the screen shows it, for an edit of one of its fields. */
  get address(): Readonly<Record<ShipToField, string>> {
    return this.#shipTo;
  }

  // ------------------------------------------------------------ what the screen shows

  /** Stored items on screen, by id. */
  get storedIds(): string[] {
    return [...this.#items.values()].flatMap((item) => (item.id ? [item.id] : []));
  }

  /** Whether the order, as the user left it, has a line of this product. */
  has(product: ProductChoice): boolean {
    return [...this.#items.values()].some(
      (item) =>
        item.product.productId === product.productId && item.product.variationId === product.variationId,
    );
  }

  /** An invalid entry is left on screen: the status must ask for a fix. */
  get holdsInvalid(): boolean {
    const items = [...this.#items.values()];
    return (
      items.some((item) => !item.quantity.valid || !item.unitCost.valid) ||
      !this.#shipping.valid ||
      !this.#discount.valid
    );
  }

  get frozen(): Set<string> {
    return new Set([...this.#items.values()].flatMap((item) => (item.frozen && item.id ? [item.id] : [])));
  }

  /**
   * Ties additions to the items the provider stored for them, in order. An item nobody asked for
   * (an addition stored twice) is reported at once.
   */
  bind(stored: StoredOrder): string[] {
    const mine = new Set([...this.#removed, ...this.storedIds]);
    const unbound = [...this.#items.values()].filter((item) => !item.id);
    const problems: string[] = [];
    for (const item of stored.items.filter((i) => !mine.has(i.id))) {
      const match = unbound.find(
        (a) => !a.id && a.product.productId === item.productId && a.product.variationId === item.variationId,
      );
      if (match) match.id = item.id;
      else problems.push(`item ${item.id} (product ${item.productId}) was stored but not added by the user`);
    }
    return problems;
  }

  // ------------------------------------------------------------ the check

  /**
   * What differs between the user's edits and `stored`, asked when nothing may still be on its way
   * (the screen says all is saved, or fix-the-marked-fields, or the run is over). A row or field
   * whose last entry is invalid is held back: it may keep any value the user typed there before.
   */
  problems(stored: StoredOrder): string[] {
    const problems = this.bind(stored);
    const byId = new Map(stored.items.map((item) => [item.id, item]));
    for (const id of this.#removed) if (byId.has(id)) problems.push(`item ${id} was deleted but is stored`);
    for (const [ref, item] of this.#items) {
      const row = item.id ? byId.get(item.id) : undefined;
      if (!row) {
        problems.push(`${ref} (${item.product.name}) is not stored`);
        continue;
      }
      const held = !item.quantity.valid || !item.unitCost.valid;
      const q = item.quantity.problem(String(row.quantity), held);
      const c = item.unitCost.problem(String(row.unitCostCents), held);
      if (q) problems.push(`quantity of ${ref}: ${q}`);
      if (c) problems.push(`cost of ${ref}: ${c}`);
    }
    const s = this.#shipping.problem(String(stored.shippingCents), !this.#shipping.valid);
    const d = this.#discount.problem(stored.discount, !this.#discount.valid);
    if (s) problems.push(`shipping: ${s}`);
    if (d) problems.push(`discount: ${d}`);
    for (const [field, text] of Object.entries(this.#shipTo))
      if (stored.shipTo[field as ShipToField] !== text)
        problems.push(
          `ship-to ${field}: stored "${stored.shipTo[field as ShipToField]}", last edit "${text}"`,
        );
    return problems;
  }

  #find(ref: string): Item {
    const items = [...this.#items.values()];
    // An addition the screen still shows as unsent may already be stored (its answer was lost).
    const item =
      items.find((i) => i.id === ref) ??
      items.find((i) => !i.id && i.key === ref) ??
      items.reverse().find((i) => i.key === ref);
    if (!item) throw new Error(`the model has no item ${ref}`);
    return item;
  }

  #refOf(item: Item): string {
    return [...this.#items].find(([, i]) => i === item)![0];
  }
}
