// The Replenish view's texts (issue 30 item 3, D228, D229). None of them is in the spec.
import { UI_TEXT } from "../../ui/strings.ts";

const lines = (n: number) => (n === 1 ? "1 line" : `${n} lines`);

export const REPLENISH_TEXT = {
  title: "Replenish",
  intro:
    "What each tracked product and variation needs to reach its target, after its stock and what open and ordered orders hold, by the supplier it was last bought from.",
  loading: "Loading products and purchase orders",
  empty: "The store tracks no products yet.",
  target: {
    label: "Target level for the store",
    save: "Set Target",
    hint: "Kept on this device. A line's own target, set in its row, comes first.",
    invalid: "Enter a whole number from 0 to 1,000,000.",
    notKept: "This device did not keep the target: it is used until the page is reloaded.",
    none: "Set a target level to see what to order.",
    line: (name: string) => `Target for ${name}`,
    /** Where the provider stores reorder levels (D246): the device's target is for the other lines. */
    storedHint:
      "Kept on this device, for lines without reorder levels set on Products. A line's own target comes first.",
    /** A line's stored levels, set on Products: its target, then its reorder point. */
    storedPoint: (point: number) => `reorder at ${point}`,
    storedTitle: "Set on Products",
  },
  columns: {
    name: "Name",
    sku: "SKU",
    stock: "In Stock",
    onOrder: "On Order",
    target: "Target",
    need: "Need",
    cost: "Last Cost",
  },
  noSupplier: "Never bought from a supplier",
  onlyNeeded: "Only Lines To Order",
  groupSummary: (toOrder: number, all: number) => `${lines(toOrder)} to order of ${lines(all)}`,
  lastOrder: (id: string) => `from ${UI_TEXT.poNumber(id)}`,
  catalogueCost: "catalogue cost",
  summary: (n: number, orders: number) =>
    n === 0
      ? "Nothing to order: every line is at or above its target with what is on order."
      : `${lines(n)} to order, on ${orders === 1 ? "1 purchase order" : `${orders} purchase orders`}.`,
  draft: {
    action: "Draft Orders",
    busy: "Drafting Orders",
    done: (n: number) => (n === 1 ? "1 purchase order drafted:" : `${n} purchase orders drafted:`),
    order: (id: string, supplier: string, n: number) => `${UI_TEXT.poNumber(id)}, ${supplier}, ${lines(n)}`,
    noSupplier: "no supplier",
    unfinished:
      "Nothing more to order, but the last Draft Orders did not finish: Draft Orders again lists what it made.",
    createFailed: (reason: string) =>
      `Unable to create new purchase order: ${reason} Draft Orders again to go on.`,
    partFailed: (id: string, reason: string) =>
      `Purchase order #${id} was created, but its lines could not be added: ${reason} Draft Orders again finishes it without a second order.`,
    readFailed: (id: string, reason: string) =>
      `Purchase order #${id}, drafted before, could not be checked: ${reason} Nothing more was drafted; try again.`,
    changedMeanwhile: (id: string) =>
      `Purchase order #${id}, drafted before, is no longer OPEN: it was left as it is. Draft Orders again to draft the rest.`,
  },
} as const;
