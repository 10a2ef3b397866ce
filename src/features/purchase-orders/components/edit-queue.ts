// Sends the edit screen's changes so that nothing typed is lost and nothing is applied twice: each
// change is either waiting or on its way, never both; one call at a time; a later edit waits for the
// next call. A failed call puts its changes back under the newer ones and is retried with backoff, on
// the next edit and on every flush (navigation, hiding the tab, sign-out, Save Products).
import { EDIT_DELAYS } from "./edit-delays.ts";
import {
  ALL_GROUPS,
  isEmpty,
  mergeChanges,
  NO_CHANGES,
  splitChanges,
  type Changes,
  type Group,
} from "./edit-state.ts";

/** What the status line says: failed wins over saving, saving over invalid. */
export type SaveState = "saved" | "saving" | "invalid" | "failed";

type TimerName = Group | "retry";

export class EditQueue {
  /** Changes not sent yet, invalid ones included (they wait until fixed). */
  waiting: Changes = NO_CHANGES;
  /** The changes of the call on its way, if any. */
  sending: Changes | null = null;
  /** Why the last call failed; null once a call goes through. */
  failure: unknown = null;

  #timers = new Map<TimerName, ReturnType<typeof setTimeout>>();
  #attempts = 0;
  #tail: Promise<void> = Promise.resolve();
  #open = true;

  /** `send` stores the changes or throws; `onChange` hears of every change of state. */
  constructor(
    private readonly send: (changes: Changes) => Promise<void>,
    private readonly onChange: () => void,
  ) {}

  /** Records an edit; its group is sent once its delay has passed (rows at once). */
  edit(update: (changes: Changes) => Changes, group: Group): void {
    this.waiting = update(this.waiting);
    this.onChange();
    // After a failure every edit is a chance to retry all that waits.
    const groups = () => (this.failure ? ALL_GROUPS : [group]);
    if (group === "rows") void this.flush(groups());
    else
      this.#later(group, group === "cells" ? EDIT_DELAYS.items : EDIT_DELAYS.order, () =>
        this.flush(groups()),
      );
  }

  /** Sends what waits in these groups now, after any call already on its way; never rejects. */
  flush(groups: readonly Group[] = ALL_GROUPS): Promise<void> {
    for (const group of groups) this.#clear(group);
    const run = this.#tail.then(() => this.#sendOnce(groups));
    this.#tail = run;
    return run;
  }

  /** The screen is going away: send everything now, and schedule nothing more. */
  close(): Promise<void> {
    this.#open = false;
    for (const name of [...this.#timers.keys()]) this.#clear(name);
    return this.flush();
  }

  /** The screen is (back) on: React's StrictMode closes and reopens once on mount. */
  reopen(): void {
    this.#open = true;
    if (this.failure) this.#retryLater();
  }

  get state(): SaveState {
    if (this.failure) return "failed";
    if (this.sending || !isEmpty(splitChanges(this.waiting, ALL_GROUPS).send)) return "saving";
    return isEmpty(this.waiting) ? "saved" : "invalid";
  }

  async #sendOnce(groups: readonly Group[]): Promise<void> {
    const { send, keep } = splitChanges(this.waiting, groups);
    if (isEmpty(send)) {
      // What failed may since have been undone or made invalid: then there is nothing left to retry.
      if (this.failure && isEmpty(splitChanges(this.waiting, ALL_GROUPS).send)) this.#succeeded();
      return;
    }
    this.waiting = keep;
    this.sending = send;
    this.onChange();
    try {
      await this.send(send);
      this.#succeeded();
    } catch (error) {
      this.waiting = mergeChanges(send, this.waiting);
      this.failure = error;
      this.#retryLater();
    } finally {
      this.sending = null;
      this.onChange();
    }
  }

  #succeeded() {
    this.failure = null;
    this.#attempts = 0;
    this.#clear("retry");
    this.onChange();
  }

  #retryLater() {
    if (!this.#open) return;
    const delay = Math.min(EDIT_DELAYS.retry * 2 ** this.#attempts, EDIT_DELAYS.retryMax);
    this.#attempts += 1;
    this.#later("retry", delay, () => this.flush());
  }

  #later(name: TimerName, delay: number, run: () => unknown) {
    this.#clear(name);
    if (!this.#open) return;
    this.#timers.set(
      name,
      setTimeout(() => {
        this.#timers.delete(name);
        void run();
      }, delay),
    );
  }

  #clear(name: TimerName) {
    clearTimeout(this.#timers.get(name));
    this.#timers.delete(name);
  }
}
