// Sends the edit screen's changes so that nothing typed is lost and nothing is applied twice: each
// change is either waiting or on its way, never both; one call at a time; a later edit waits for the
// next call. A failed call puts its cells and order fields back under the newer edits (sending them
// again is harmless); its additions and removals wait until the order is read back, which tells
// whether the provider stored them (edit/reconcile.ts). Retried with backoff, on the next edit and on
// every flush (navigation, hiding the tab, sign-out, Save Products). It waits as long as, and on the
// timers of, the environment it is given (edit/environment.ts).
import type { EditEnvironment } from "./environment.ts";
import {
  isFinalRefusal,
  notStored,
  unappliedRows,
  wasRefused,
  type StoredItem,
  type Unsure,
} from "./reconcile.ts";
import {
  ALL_GROUPS,
  isEmpty,
  mergeChanges,
  NO_CHANGES,
  splitChanges,
  splitRows,
  type Changes,
  type Group,
  type NewItem,
} from "./state.ts";
import { keptOf, type Kept } from "./stash.ts";
import { NamedTimers } from "./timers.ts";

/**
 * What the status line says: a failure wins over saving, saving over invalid. "failed" is retried on a
 * timer; "refused" (isFinalRefusal) waits for the user's next edit, Save Products or a flush.
 */
export type SaveState = "saved" | "saving" | "invalid" | "failed" | "refused";

/** How a queue reaches the provider. */
export interface EditApi {
  /** Stores the changes, all or nothing; resolves to the ids of the order's items afterwards. */
  save(changes: Changes): Promise<readonly string[]>;
  /** The order's items as the provider holds them now. */
  read(): Promise<readonly StoredItem[]>;
}

type TimerName = Group | "retry";

const sendable = (changes: Changes) => !isEmpty(splitChanges(changes, ALL_GROUPS).send);
const keyNumber = (key: string) => Number(/^new:(\d+)$/.exec(key)?.[1] ?? 0);

export class EditQueue {
  /** Changes not sent yet, invalid ones included (they wait until fixed). */
  waiting: Changes;
  /** The changes of the call on its way, if any. */
  sending: Changes | null = null;
  /** Additions and removals of a failed call, until a read of the order tells what became of them. */
  unsure: Unsure | null;
  /** Why the last call failed; null once a call goes through. */
  failure: unknown = null;
  /** Hears of every change of state: the screen showing the queue, while there is one (`listen`). */
  #onChange: () => void = () => {};

  #known: readonly string[];
  #lastKey: number;
  readonly #timers: NamedTimers<TimerName>;
  #attempts = 0;
  #tail: Promise<void> = Promise.resolve();
  #open = true;
  #stopped = false;

  constructor(
    private readonly environment: EditEnvironment,
    /** How it reaches the provider: the first visit's, for the queue's life. */
    readonly api: EditApi,
    start: Kept,
  ) {
    this.waiting = start.waiting;
    this.unsure = start.unsure;
    this.#known = start.known;
    this.#timers = new NamedTimers(environment.timers);
    const additions = [...start.waiting.additions, ...(start.unsure?.rows.additions ?? [])];
    this.#lastKey = Math.max(0, ...additions.map((item) => keyNumber(item.key)));
  }

  /** Tells `listener` of every change of state until the returned function is called. */
  listen(listener: () => void): () => void {
    this.#onChange = listener;
    return () => {
      if (this.#onChange === listener) this.#onChange = () => {};
    };
  }

  /** A key for a new addition, unique in this queue, restored additions included. */
  nextKey(): string {
    this.#lastKey += 1;
    return `new:${this.#lastKey}`;
  }

  /** Records an edit; its group is sent once its delay has passed (rows at once). */
  edit(update: (changes: Changes) => Changes, group: Group): void {
    if (this.#stopped) return;
    this.waiting = update(this.waiting);
    this.#onChange();
    // After a failure every edit is a chance to retry all that waits.
    const groups = () => (this.failure ? ALL_GROUPS : [group]);
    const { delays } = this.environment;
    if (group === "rows") void this.flush(groups());
    else this.#later(group, group === "cells" ? delays.items : delays.order, () => this.flush(groups()));
  }

  /** Changes what waits without sending anything (a value held back while the user chooses, D219). */
  amend(update: (changes: Changes) => Changes): void {
    this.waiting = update(this.waiting);
    this.#onChange();
  }

  /** Sends what waits in these groups now, after any call already on its way; never rejects. */
  flush(groups: readonly Group[] = ALL_GROUPS): Promise<void> {
    for (const group of groups) this.#timers.clear(group);
    const run = this.#tail.then(() => this.#sendOnce(groups));
    this.#tail = run;
    return run;
  }

  /** The screen is going away: send everything now, and schedule nothing more. */
  close(): Promise<void> {
    this.#open = false;
    this.#timers.clearAll();
    return this.flush();
  }

  /** The screen is (back) on: whatever is still to send (a failure, restored edits) goes now. */
  reopen(): void {
    this.#open = true;
    if (this.failure || this.unsure || sendable(this.waiting)) void this.flush();
  }

  get open(): boolean {
    return this.#open;
  }

  /** Everything the provider has not stored yet, oldest first, as the screen shows it. */
  pending(): Changes {
    return [this.unsure?.rows, this.sending, this.waiting].reduce<Changes>(
      (all, changes) => (changes ? mergeChanges(all, changes) : all),
      NO_CHANGES,
    );
  }

  /**
   * Additions not stored yet: still waiting (the user may drop them), or on their way or unsure (not).
   * `stored` is the order as the screen has it: the answer to a call on its way reaches the screen's
   * cache before the call returns here, so an item of a sent addition's product that the queue did not
   * know of is that addition, stored, and is not shown a second time.
   */
  unsentAdditions(stored: readonly StoredItem[] = []): {
    waiting: readonly NewItem[];
    sending: readonly NewItem[];
  } {
    const arrived = stored.filter((item) => !this.#known.includes(item.id));
    const sent = [...(this.unsure?.rows.additions ?? []), ...(this.sending?.additions ?? [])];
    return { waiting: this.waiting.additions, sending: notStored(sent, arrived) };
  }

  /** The page is going (a 401 reloads it): stop for good and hand over what is not stored. */
  keep(): Kept {
    const { waiting, sending, unsure } = this;
    const kept = keptOf({ waiting, sending, unsure, known: this.#known });
    this.#stopped = true;
    this.#open = false;
    this.#timers.clearAll();
    return kept;
  }

  get state(): SaveState {
    if (this.failure) return isFinalRefusal(this.failure) ? "refused" : "failed";
    if (this.sending || this.unsure || sendable(this.waiting)) return "saving";
    return isEmpty(this.waiting) ? "saved" : "invalid";
  }

  async #sendOnce(groups: readonly Group[]): Promise<void> {
    if (this.#stopped || (this.unsure && !(await this.#settleUnsure()))) return;
    const { send, keep } = splitChanges(this.waiting, groups);
    if (isEmpty(send)) {
      // What failed may since have been undone or made invalid: then there is nothing left to retry.
      if (this.failure && !sendable(this.waiting)) this.#succeeded();
      return;
    }
    this.waiting = keep;
    this.sending = send;
    this.#onChange();
    try {
      const known = await this.api.save(send);
      if (this.#stopped) return;
      this.#known = known;
      this.#succeeded();
    } catch (error) {
      if (this.#stopped) return;
      const { rows, rest } = splitRows(send);
      this.waiting = mergeChanges(rest, this.waiting);
      if (!isEmpty(rows)) this.unsure = { rows, refused: wasRefused(error) };
      this.#failed(error);
    } finally {
      if (!this.#stopped) {
        this.sending = null;
        this.#onChange();
      }
    }
  }

  /** Reads the order back to learn what became of the unsure call; false when that read failed too. */
  async #settleUnsure(): Promise<boolean> {
    let stored: readonly StoredItem[];
    try {
      stored = await this.api.read();
    } catch (error) {
      if (!this.#stopped) this.#failed(error);
      return false;
    }
    if (this.#stopped || !this.unsure) return false;
    this.waiting = mergeChanges(unappliedRows(this.unsure, this.#known, stored), this.waiting);
    this.#known = stored.map((item) => item.id);
    this.unsure = null;
    this.#onChange();
    return true;
  }

  #succeeded() {
    this.failure = null;
    this.#attempts = 0;
    this.#timers.clear("retry");
    // Changes an earlier call failed with came back after their own delay had run: with the retry
    // timer gone, nothing else would send them.
    const orphans = ALL_GROUPS.filter(
      (group) => !this.#timers.has(group) && !isEmpty(splitChanges(this.waiting, [group]).send),
    );
    if (orphans.length) void this.flush(orphans);
    this.#onChange();
  }

  #failed(error: unknown) {
    this.failure = error;
    if (!isFinalRefusal(error)) this.#retryLater();
    this.#onChange();
  }

  #retryLater() {
    if (!this.#open) return;
    const { retry, retryMax } = this.environment.delays;
    const delay = Math.min(retry * 2 ** this.#attempts, retryMax);
    this.#attempts += 1;
    this.#later("retry", delay, () => this.flush());
  }

  #later(name: TimerName, delay: number, run: () => unknown) {
    if (this.#open) this.#timers.set(name, delay, () => void run());
    else this.#timers.clear(name);
  }
}
