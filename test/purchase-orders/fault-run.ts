// What the two fault runs share (issue 8): the loop over a seeded sequence of user actions, each
// followed by its check, then the end (faults off, everything retried) and its check; the runs over
// many seeds and the report that lets a failure be replayed; the provider's rows read as plain data.
// The runs themselves drive the queue directly (edit/fault-runs.test.ts) or the rendered screen
// (purchase-order-edit-fault-runs), with the app on the faulty network (fault-rig.ts).
import type { ProductRow, PurchaseOrderRow } from "../../mocks/store/tables.ts";
import type { Action, ActionSource, ProductChoice, View } from "./fault-actions.ts";
import type { EditModel, StoredOrder } from "./fault-model.ts";

/** One sequence as a run drives it. */
export interface FaultSequence {
  readonly source: ActionSource;
  /** Every action so far, as JSON, for the report. */
  readonly actions: string[];
  /** What the user expects stored; made by start(). */
  readonly model: EditModel;
  start(): Promise<void>;
  view(): View;
  apply(action: Action): Promise<void>;
  /** What the app says about saving now; null while the user is not on the edit screen. */
  said(): string | null;
  /** The order as the provider holds it now. */
  stored(): StoredOrder;
  /** Faults off, the user back on the edit screen (signed in again if need be); false if it will not open. */
  resume(): Promise<boolean>;
  /** Moves the virtual clock on. */
  advance(ms: number): Promise<void>;
  /** A line about where the sequence stands, for the report. */
  describe(): string;
}

export interface RunOptions {
  steps: number;
  /** The environment variable that replays one seed. */
  replay: string;
  /** The network's log of calls: emptied before each sequence, its last lines in a report. */
  log: string[];
  /** What said() reads once all is stored, and while a marked field waits for a fix. */
  saved: string;
  invalid: string;
  /** Who says it, for the report ("the queue", "the status"). */
  speaker: string;
}

/**
 * What is wrong after a step. The app may say "saved" (or "fix the marked fields") only while the
 * provider holds the user's last edits; at the end (`final`) it must say so, and the provider hold them.
 */
function check(sequence: FaultSequence, final: boolean, options: RunOptions): string[] {
  const { model } = sequence;
  const stored = sequence.stored();
  const said = sequence.said();
  const { saved, invalid, speaker } = options;
  if (final) {
    const expected = model.holdsInvalid ? invalid : saved;
    const problems = model.problems(stored);
    if (said !== expected) problems.unshift(`at the end ${speaker} says "${said}", expected "${expected}"`);
    return problems;
  }
  if (said === saved || said === invalid)
    return model.problems(stored).map((problem) => `${speaker} says "${said}" but ${problem}`);
  return model.bind(stored);
}

/** Faults off, back on the screen, the fixes still owed typed, everything retried: then the last check. */
async function finish(sequence: FaultSequence, options: RunOptions): Promise<string[]> {
  if (!(await sequence.resume())) return ["with the faults off the edit page still does not open"];
  for (const action of sequence.source.finish(sequence.view())) await sequence.apply(action);
  const settled = () => [options.saved, options.invalid].includes(sequence.said() ?? "");
  // Everything retried to completion: the longest backoff is 30 s.
  for (let i = 0; i < 20 && !settled(); i++) await sequence.advance(10_000);
  const problems = check(sequence, true, options);
  if (!problems.length) {
    await sequence.apply({ kind: "leave" });
    await sequence.advance(1000);
  }
  return problems;
}

/** Runs one sequence; a report when something was wrong, else null. */
async function runSequence(
  seed: number,
  sequence: FaultSequence,
  options: RunOptions,
): Promise<string | null> {
  let at = "the start";
  let problems: string[] = [];
  try {
    await sequence.start();
    for (let step = 1; step <= options.steps && !problems.length; step++) {
      at = `step ${step} of ${options.steps}`;
      await sequence.apply(sequence.source.next(sequence.view()));
      problems = check(sequence, false, options);
    }
    if (!problems.length) {
      at = "the end";
      problems = await finish(sequence, options);
    }
  } catch (error) {
    problems = [`threw ${(error as Error).stack ?? String(error)}`];
  }
  if (!problems.length) return null;
  return [
    `seed ${seed} (replay: ${options.replay}=${seed}), at ${at}:`,
    ...problems.map((problem) => `  - ${problem}`),
    `  ${sequence.describe()}`,
    "  actions:",
    ...sequence.actions.map((action, i) => `    ${i + 1}. ${action}`),
    "  calls (last 12):",
    ...options.log.slice(-12).map((call) => `    ${call}`),
  ].join("\n");
}

/**
 * Runs a sequence per seed (`after` sees each once it is done); the failures as one message, the first
 * in full, or null. A single seed (a replay) prints its calls.
 */
export async function runSeeds<S extends FaultSequence>(
  seeds: readonly number[],
  make: (seed: number) => S,
  options: RunOptions,
  after?: (sequence: S) => void,
): Promise<string | null> {
  const failures: { seed: number; report: string }[] = [];
  for (const seed of seeds) {
    options.log.length = 0;
    const sequence = make(seed);
    const report = await runSequence(seed, sequence, options);
    if (report) failures.push({ seed, report });
    after?.(sequence);
    if (seeds.length === 1) console.log(options.log.join("\n"));
  }
  if (!failures.length) return null;
  const which = failures.map((failure) => failure.seed).join(", ");
  return `${failures.length} of ${seeds.length} sequences failed (seeds ${which}). First:\n${failures[0]!.report}`;
}

/** The seeds to run: `count` from `first` (more when the variable `runs` says), or the one `replay` names. */
export function seedsOf(first: number, count: number, vars: { runs: string; replay: string }) {
  const one = process.env[vars.replay];
  const runs = Number(process.env[vars.runs] ?? count);
  const seeds = one ? [Number(one)] : Array.from({ length: runs }, (_, i) => first + i);
  return { seeds, replaying: Boolean(one) };
}

/** Think time between two actions, 50 to 700 ms, from its own seeded source. */
export function thinkTime(random: () => number): () => number {
  return () => 50 + Math.floor(random() * 650);
}

// ---------------------------------------------------------------- the provider's rows

/** The provider's order row as plain data for the model. */
export function storedOrderOf(row: PurchaseOrderRow): StoredOrder {
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
export function productChoices(products: readonly ProductRow[], storeId: number): ProductChoice[] {
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
