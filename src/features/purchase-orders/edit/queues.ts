// One edit queue per order for the tab's life (issue 8). Leaving the edit screen closes its queue but
// does not end it: a call still on its way, or one that failed, stays in that queue, which the next
// visit takes up again, so edits are neither lost on the way out nor overtaken by the next visit's
// (still one call at a time per order). On a 401 the page reloads (spec section 8): each queue then
// keeps its unsent edits in the stash (edit/stash.ts) for that user to find on their next visit.
import { registerPendingSave } from "../../../lib/pending-saves.ts";
import { EditQueue, type EditApi } from "./queue.ts";
import { stashEdits, takeStashedEdits, type EditOwner } from "./stash.ts";
import { NO_CHANGES } from "./state.ts";

interface Entry {
  queue: EditQueue;
  /** Restored from the stash, until the visit that found it there ends. */
  restored: boolean;
  unregister(): void;
}

const entries = new Map<string, Entry>();
const keyOf = (owner: EditOwner) => JSON.stringify([owner.account, owner.store, owner.poid]);

function forget(key: string) {
  entries.get(key)?.unregister();
  entries.delete(key);
}

/**
 * The order's queue: the one still alive from an earlier visit (with that visit's `api`: the app keeps
 * one cache for its life), else one restored from the stash (`restored`), else a new one knowing the
 * order's `items` as loaded.
 */
export function visitEdits(
  owner: EditOwner,
  api: EditApi,
  items: readonly string[],
): { queue: EditQueue; restored: boolean } {
  const key = keyOf(owner);
  const alive = entries.get(key);
  if (alive) return { queue: alive.queue, restored: alive.restored };
  const kept = takeStashedEdits(owner);
  const queue = new EditQueue(api, kept ?? { waiting: NO_CHANGES, unsure: null, known: items });
  const unregister = registerPendingSave(
    () => queue.flush(),
    () => {
      stashEdits(owner, queue.keep());
      forget(key);
    },
  );
  entries.set(key, { queue, restored: kept !== null, unregister });
  return { queue, restored: kept !== null };
}

/** The visit ends: everything is sent now; a queue left with nothing to store is forgotten. */
export async function leaveEdits(owner: EditOwner): Promise<void> {
  const entry = entries.get(keyOf(owner));
  if (!entry) return;
  entry.restored = false;
  await entry.queue.close();
  // Not if the user came back meanwhile, or something is still unsent (the next visit takes it up).
  if (!entry.queue.open && entry.queue.state === "saved" && entries.get(keyOf(owner)) === entry)
    forget(keyOf(owner));
}

/** Every queue stopped and forgotten without sending anything: what a page reload does (tests). */
export function forgetAllEdits(): void {
  for (const [key, entry] of entries) {
    entry.queue.keep();
    forget(key);
  }
}
