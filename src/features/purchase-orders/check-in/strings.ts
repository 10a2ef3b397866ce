// Check In Delivery's texts for a delivery received on another device while this one counted (D222);
// none is in the spec. The rest of the screen's texts are CHECK_IN_TEXT in ../shared/strings.ts.

const units = (n: number) => (n === 1 ? "1 unit" : `${n} units`);

export const MERGE_TEXT = {
  title: "Received on another device",
  intro: (id: string) =>
    `Purchase order #${id} was marked received elsewhere while this device was counting. Nothing of your count was sent: what the order holds now is beside it, line by line.`,
  introClosed: (id: string) =>
    `Purchase order #${id} was received and closed elsewhere while this device was counting, and closing added what it holds to stock. Nothing of your count was sent.`,
  lines: "Both counts",
  held: "On the order",
  mine: "Counted here",
  total: "Together",
  ordered: (n: number) => `${n} ordered`,
  notCounted: "none",
  /** Every line holds what was ordered: a count that matched, or a mark without a count. */
  asOrdered:
    "The order holds exactly what was ordered: it was counted as expected elsewhere, or marked received without a count. Add yours only if they are other units.",
  shortElsewhere: (n: number) =>
    `It was received short elsewhere. If the rest was kept on order there, that order still asks for ${units(n)} counted here: a buyer can lower it.`,
  summary: (mine: number, lines: number) =>
    `${units(mine)} counted here on ${lines === 1 ? "1 line" : `${lines} lines`}`,
  add: "Add My Counts",
  adding: "Adding My Counts",
  discard: "Discard My Counts",
  addQuestion: "Add your counts to what the order holds?",
  addLine: (name: string, held: number, mine: number, total: number) =>
    `${name}: ${held} received elsewhere + ${mine} counted here = ${total}`,
  discardQuestion: "Discard your count of this delivery? The order keeps what it holds.",
  added: (id: string) => `Purchase order #${id} holds both counts.`,
  discarded: (id: string) => `Your count of purchase order #${id} was discarded.`,
  /** Confirm Delivery found the order's lines changed since they were shown. */
  changedMeanwhile:
    "This order changed since it was shown: check the lines below and confirm again. Nothing was sent.",
  addFailed: (reason: string) => `Your counts were not added: ${reason} Your count is kept.`,
  /** CLOSED: nothing on it changes and no call of the spec adjusts stock; a new order can carry the units. */
  orderMineHint:
    "A closed order cannot change. Order My Counts puts the units counted here on a new OPEN order for the same supplier and ship-to, at the same costs; closing it adds them to stock.",
  orderMineOnlyBuyer:
    "A closed order cannot change, and only a buyer can put the units counted here on an order of their own: tell one what you counted.",
  orderMine: "Order My Counts",
  orderingMine: "Ordering My Counts",
  orderedDone: (original: string, made: string) =>
    `The units counted here for purchase order #${original} are on purchase order #${made}.`,
  openMade: (id: string) => `Open purchase order #${id} (the units counted here)`,
  openOriginal: (id: string) => `Open purchase order #${id}`,
} as const;
