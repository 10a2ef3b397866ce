// One edit queue per order for the page's life. Leaving the edit screen closes its queue but
// does not end it: a call still on its way, or one that failed, stays in that queue, which the next
// visit takes up again, so edits are neither lost on the way out nor overtaken by the next visit's
// (still one call at a time per order). On a 401 the page reloads (spec section 8): each queue then
// keeps its unsent edits in the stash (edit/stash.ts) for that user to find on their next visit.
// The queues belong to whoever makes an EditQueues: the app makes one (edit-context.tsx), each test
// its own, so no queue outlives the page or test that made it.
import { registerPendingSave } from "../../../../lib/pending-saves.ts";
import type { EditEnvironment } from "./environment.ts";
import { EditQueue, type EditApi } from "./queue.ts";
import { stashEdits, takeStashedEdits, type EditOwner } from "./stash.ts";
import { NO_CHANGES } from "./state.ts";

interface Entry {
  queue: EditQueue;
  /** Restored from the stash, until the visit that found it there ends. */
  restored: boolean;
  unregister(): void;
}

const keyOf = (owner: EditOwner) => JSON.stringify([owner.account, owner.store, owner.poid]);

/** The page's edit queues, by order, all running in one environment. */
export class EditQueues {
  readonly #entries = new Map<string, Entry>();

  constructor(readonly environment: EditEnvironment) {}

  /**
   * The order's queue: the one still alive from an earlier visit (with that visit's `api`: the app
   * keeps one cache for its life), else one restored from the stash (`restored`), else a new one
   * knowing the order's `items` as loaded.
   */
  visit(owner: EditOwner, api: EditApi, items: readonly string[]): { queue: EditQueue; restored: boolean } {
    const key = keyOf(owner);
    const alive = this.#entries.get(key);
    if (alive) return { queue: alive.queue, restored: alive.restored };
    const kept = takeStashedEdits(owner);
    const start = kept ?? { waiting: NO_CHANGES, unsure: null, known: items };
    const queue = new EditQueue(this.environment, api, start);
    const unregister = registerPendingSave(
      () => queue.flush(),
      () => {
        stashEdits(owner, queue.keep());
        this.#forget(key);
      },
    );
    this.#entries.set(key, { queue, restored: kept !== null, unregister });
    return { queue, restored: kept !== null };
  }

  /** The visit ends: everything is sent now; a queue left with nothing to store is forgotten. */
  async leave(owner: EditOwner): Promise<void> {
    const key = keyOf(owner);
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.restored = false;
    await entry.queue.close();
    // Not if the user came back meanwhile, or something is still unsent (the next visit takes it up).
    if (!entry.queue.open && entry.queue.state === "saved" && this.#entries.get(key) === entry)
      this.#forget(key);
  }

  /** Every queue stopped and forgotten without sending anything: what a page reload does (tests). */
  forgetAll(): void {
    for (const [key, entry] of this.#entries) {
      entry.queue.keep();
      this.#forget(key);
    }
  }

  #forget(key: string) {
    this.#entries.get(key)?.unregister();
    this.#entries.delete(key);
  }
}
