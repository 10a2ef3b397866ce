// The accepted preview as one edit of the order (D226): new lines as additions carrying their cost,
// more on a line already there as its Quantity cell (its Cost too when the file gives one), more on an
// addition not sent yet as a bigger addition. The screen sends it as one save.
import { parseQuantity } from "../../../../../schema/money.ts";
import { addItem, editCell, growAddition, type Changes } from "../engine/state.ts";
import type { ImportPlan } from "./plan-import.ts";

type Change = (changes: Changes) => Changes;

/** The screen's edit (drafts and queue), as the import uses it. */
export type ImportEdit = (change: Change, group: "cells") => void;

/** One change for every line of `plan`; `costOf` gives a new line's cost in dollars when known. */
function importChange(
  plan: ImportPlan,
  nextKey: () => string,
  costOf: (line: ImportPlan["lines"][number]) => number | undefined,
): Change {
  const steps = plan.lines.map((line): Change => {
    const row = line.onOrder;
    if (!row) {
      const unitCost = costOf(line);
      return addItem({
        key: nextKey(),
        ...line.item,
        quantity: line.quantity,
        ...(unitCost !== undefined && { unitCost }),
      });
    }
    if (row.unsent === "waiting") return growAddition(row.id, line.quantity);
    const more = editCell(row.id, "quantity", String((parseQuantity(row.quantity) ?? 0) + line.quantity));
    if (line.costCents === null) return more;
    const cost = editCell(row.id, "unitCost", (line.costCents / 100).toFixed(2));
    return (changes) => cost(more(changes));
  });
  return (changes) => steps.reduce((done, step) => step(done), changes);
}

/** What sending an import needs of the screen's queue. */
export interface ImportQueue {
  nextKey(): string;
  flush(): Promise<void>;
}

/**
 * Records the accepted plan as one edit and sends it at once with whatever else waits: one save. A new
 * line without a cost in the file takes the last price through `costOnAdd` (now, or once it arrives).
 */
export function sendImport(
  plan: ImportPlan,
  queue: ImportQueue,
  edit: ImportEdit,
  costOnAdd: (item: ImportPlan["lines"][number]["item"]) => number | undefined,
): void {
  const change = importChange(
    plan,
    () => queue.nextKey(),
    (line) => (line.costCents !== null ? line.costCents / 100 : costOnAdd(line.item)),
  );
  edit(change, "cells");
  void queue.flush();
}
