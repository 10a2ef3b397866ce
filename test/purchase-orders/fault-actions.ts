// What a user does on the edit screen, drawn at random for the fault runs (issue 8): add, delete, type
// in the cells (sometimes something invalid, usually fixed later), shipping, discount and ship-to,
// wait, leave and come back, hide the tab; and faults injected into the next call(s). Pure: the
// random source comes from the caller, so a seed replays the same sequence.
import type { NetworkFault } from "../../mocks/faults/network.ts";
import type { CellField } from "../../src/features/purchase-orders/edit/engine/state.ts";

export type ShipToField = "address1" | "address2" | "city" | "state" | "zipCode";
export type FaultKind = NetworkFault["kind"];

export interface ProductChoice {
  productId: string;
  variationId: string | null;
  name: string;
  /** What the user types into the search to find it. */
  sku: string;
}

export type Action =
  | { kind: "add"; product: ProductChoice; quantity: number }
  | { kind: "remove"; item: string }
  | { kind: "cell"; item: string; field: CellField; text: string; fix?: "later" | "never" }
  | { kind: "shipping" | "discount"; text: string; fix?: "later" | "never" }
  | { kind: "shipTo"; field: ShipToField; text: string }
  | { kind: "wait"; ms: number }
  | { kind: "leave" | "return" | "hide" | "refresh" | "signIn" }
  | { kind: "fault"; fault: FaultKind; times: number; requestMs?: number; answerMs?: number };

/** What the user can see and reach at this step. */
export interface View {
  /** Stored items on screen (ids), editable and deletable. */
  stored: readonly string[];
  /** Additions not sent yet (local keys): deletable. */
  waiting: readonly string[];
  /** Rows with an invalid cell the user will never fix: left alone from then on. */
  frozen: ReadonlySet<string>;
  /** What the product search offers to add. */
  products: readonly ProductChoice[];
  where: "editing" | "away" | "signedOut";
}

type Fix = { kind: "cell"; item: string; field: CellField } | { kind: "shipping" | "discount" };

const INVALID = {
  quantity: ["", "-1", "1.5", "-3"],
  unitCost: ["", "-0.5", "-2"],
  shipping: ["", "-1"],
  discount: ["abc", "5", "101%", "--5"],
};
const DISCOUNTS = ["", "10%", "-5", "2.5%", "-0.75", "100%"];
const PLACES = ["Main St", "Elm Ave", "Oak Rd", "Springfield", "Burlington", "VT", "IL", "Suite 4"];
const SHIP_TO: readonly ShipToField[] = ["address1", "address2", "city", "state", "zipCode"];

export class ActionSource {
  #fixes: Fix[] = [];

  constructor(private readonly random: () => number) {}

  /** The next action for what the user sees. */
  next(view: View): Action {
    if (view.where === "signedOut") return { kind: "signIn" };
    if (view.where === "away")
      return this.#pick([
        [5, () => ({ kind: "return" })],
        [3, () => this.#wait()],
        [2, () => this.#fault()],
        [1, () => ({ kind: "hide" })],
      ]);
    const fix = this.#fixes.length && this.random() < 0.3 ? this.#takeFix(view) : null;
    if (fix) return fix;
    const editable = view.stored.filter((id) => !view.frozen.has(id));
    const removable = [...view.stored, ...view.waiting];
    return this.#pick([
      [view.products.length ? 12 : 0, () => this.#add(view)],
      [removable.length ? 7 : 0, () => ({ kind: "remove", item: this.#one(removable) })],
      [editable.length ? 26 : 0, () => this.#cell(editable)],
      [7, () => this.#orderField("shipping")],
      [7, () => this.#orderField("discount")],
      [8, () => ({ kind: "shipTo", field: this.#one(SHIP_TO), text: this.#place() })],
      [10, () => this.#wait()],
      [4, () => ({ kind: "leave" })],
      [3, () => ({ kind: "hide" })],
      [3, () => ({ kind: "refresh" })],
      [13, () => this.#fault()],
    ]);
  }

  /** The fixes still owed, for the end of a sequence. */
  finish(view: View): Action[] {
    const actions: Action[] = [];
    for (let fix = this.#takeFix(view); fix; fix = this.#takeFix(view)) actions.push(fix);
    return actions;
  }

  #takeFix(view: View): Action | null {
    const fix = this.#fixes.shift();
    if (!fix) return null;
    if (fix.kind !== "cell") return { kind: fix.kind, text: this.#valid(fix.kind) };
    if (!view.stored.includes(fix.item)) return this.#takeFix(view); // deleted meanwhile
    return { kind: "cell", item: fix.item, field: fix.field, text: this.#valid(fix.field) };
  }

  #add(view: View): Action {
    return { kind: "add", product: this.#one(view.products), quantity: 1 + Math.floor(this.random() * 5) };
  }

  #cell(editable: readonly string[]): Action {
    const item = this.#one(editable);
    const field: CellField = this.random() < 0.5 ? "quantity" : "unitCost";
    if (this.random() >= 0.15 || this.#owed(item))
      return { kind: "cell", item, field, text: this.#valid(field) };
    const fix = this.random() < 0.75 ? "later" : "never";
    if (fix === "later") this.#fixes.push({ kind: "cell", item, field });
    return { kind: "cell", item, field, text: this.#one(INVALID[field]), fix };
  }

  #orderField(kind: "shipping" | "discount"): Action {
    if (this.random() >= 0.1 || this.#fixes.some((f) => f.kind === kind))
      return { kind, text: this.#valid(kind) };
    const fix = this.random() < 0.75 ? "later" : "never";
    if (fix === "later") this.#fixes.push({ kind });
    return { kind, text: this.#one(INVALID[kind]), fix };
  }

  #fault(): Action {
    const fault = this.#pick<FaultKind>([
      [5, () => "offline"],
      [5, () => "lost"],
      [3, () => "unavailable"],
      [5, () => "slow"],
      [2, () => "unauthorized"],
    ]);
    const times = fault === "unauthorized" ? 1 : 1 + Math.floor(this.random() * 3);
    if (fault !== "slow") return { kind: "fault", fault, times };
    return { kind: "fault", fault, times, requestMs: this.#ms(1500), answerMs: this.#ms(4000) };
  }

  #valid(kind: CellField | "shipping" | "discount"): string {
    if (kind === "quantity") return String(1 + Math.floor(this.random() * 60));
    if (kind === "discount") return this.#one(DISCOUNTS);
    const cents = 1 + Math.floor(this.random() * 9999);
    return this.random() < 0.3 ? String(Math.ceil(cents / 100)) : (cents / 100).toFixed(2);
  }

  #wait(): Action {
    return { kind: "wait", ms: this.random() < 0.2 ? 40_000 : 200 + this.#ms(4800) };
  }

  #place = () => `${1 + Math.floor(this.random() * 99)} ${this.#one(PLACES)}`;
  #ms = (max: number) => Math.floor(this.random() * max);
  #owed = (item: string) => this.#fixes.some((f) => f.kind === "cell" && f.item === item);
  #one = <T>(list: readonly T[]): T => list[Math.floor(this.random() * list.length)]!;

  #pick<T>(weighted: [number, () => T][]): T {
    const total = weighted.reduce((sum, [w]) => sum + w, 0);
    let draw = this.random() * total;
    for (const [weight, make] of weighted) {
      if (draw < weight) return make();
      draw -= weight;
    }
    return weighted.at(-1)![1]();
  }
}
