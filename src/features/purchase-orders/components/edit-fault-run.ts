// What the two fault runs share (issue 8): the loop over a seeded sequence of user actions, each
// followed by its check, then the end (faults off, everything retried) and its check; the provider's
// rows read as plain data; the report that lets a failure be replayed. The runs themselves drive the
// queue directly (edit-fault-runs.test.ts) or the rendered screen (purchase-order-edit-fault-runs).
import type { Action, ActionSource, ProductChoice, View } from "./edit-fault-actions.ts";
import type { StoredOrder } from "./edit-fault-model.ts";

/** One sequence as a run drives it. */
export interface FaultSequence {
  readonly source: ActionSource;
  /** Every action so far, as JSON, for the report. */
  readonly actions: string[];
  start(): Promise<void>;
  view(): View;
  apply(action: Action): Promise<void>;
  /** What is wrong after a step (`final`: at the end, when nothing may be left unsent). */
  check(final: boolean): string[];
  /** Faults off, signed in, back on the screen, fixes typed, everything retried: then check(true). */
  finish(): Promise<string[]>;
  /** A line about where the sequence stands, for the report. */
  describe(): string;
}

export interface RunOptions {
  steps: number;
  /** The environment variable that replays one seed. */
  replay: string;
  /** The calls of the sequence, last ones last. */
  calls: readonly string[];
}

/** Runs one sequence; a report when something was wrong, else null. */
export async function runSequence(
  seed: number,
  sequence: FaultSequence,
  { steps, replay, calls }: RunOptions,
): Promise<string | null> {
  let at = "the start";
  let problems: string[] = [];
  try {
    await sequence.start();
    for (let step = 1; step <= steps && !problems.length; step++) {
      at = `step ${step} of ${steps}`;
      await sequence.apply(sequence.source.next(sequence.view()));
      problems = sequence.check(false);
    }
    if (!problems.length) {
      at = "the end";
      problems = await sequence.finish();
    }
  } catch (error) {
    problems = [`threw ${(error as Error).stack ?? String(error)}`];
  }
  if (!problems.length) return null;
  return [
    `seed ${seed} (replay: ${replay}=${seed}), at ${at}:`,
    ...problems.map((problem) => `  - ${problem}`),
    `  ${sequence.describe()}`,
    "  actions:",
    ...sequence.actions.map((action, i) => `    ${i + 1}. ${action}`),
    "  calls (last 12):",
    ...calls.slice(-12).map((call) => `    ${call}`),
  ].join("\n");
}

/** The failures of many seeds as one message, the first in full. */
export function summarize(seeds: readonly number[], failures: readonly { seed: number; report: string }[]) {
  const which = failures.map((failure) => failure.seed).join(", ");
  return `${failures.length} of ${seeds.length} sequences failed (seeds ${which}). First:\n${failures[0]?.report}`;
}

/** The seeds to run: `count` from `first`, or the one asked for. */
export const seedsOf = (first: number, count: number, one: number | null) =>
  one === null ? Array.from({ length: count }, (_, i) => first + i) : [one];

/** Think time between two actions, 50 to 700 ms, from its own seeded source. */
export function thinkTime(random: () => number): () => number {
  return () => 50 + Math.floor(random() * 650);
}

// ---------------------------------------------------------------- the provider's rows

interface ProviderOrder {
  items: readonly {
    id: number;
    productId: number;
    variationId: number | null;
    quantity: number;
    unitCostCents: number;
  }[];
  shippingCents: number;
  discount: string;
  shipToAddress: { address1: string; address2: string; city: string; state: string; zipCode: string } | null;
}

interface ProviderProduct {
  id: number;
  storeId: number;
  name: string;
  sku: string;
  variations: readonly { id: number; name: string; sku: string }[];
}

/** The provider's order row as plain data for the model. */
export function storedOrderOf(row: ProviderOrder): StoredOrder {
  const address = row.shipToAddress;
  return {
    items: row.items.map((item) => ({
      id: String(item.id),
      productId: String(item.productId),
      variationId: item.variationId === null ? null : String(item.variationId),
      quantity: item.quantity,
      unitCostCents: item.unitCostCents,
    })),
    shippingCents: row.shippingCents,
    discount: row.discount,
    shipTo: {
      address1: address?.address1 ?? "",
      address2: address?.address2 ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      zipCode: address?.zipCode ?? "",
    },
  };
}

/** What the product search offers in a store: each variation, or the product when it has none. */
export function productChoices(products: readonly ProviderProduct[], storeId: number): ProductChoice[] {
  return products
    .filter((product) => product.storeId === storeId)
    .flatMap((product): ProductChoice[] =>
      product.variations.length
        ? product.variations.map((v) => ({
            productId: String(product.id),
            variationId: String(v.id),
            name: v.name,
            sku: v.sku,
          }))
        : [{ productId: String(product.id), variationId: null, name: product.name, sku: product.sku }],
    );
}
