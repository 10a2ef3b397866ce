// A clock that moves only when told to, so a fault run of hundreds of edit sequences never waits for
// real: its timers fire in time order as `advance` passes them, and after each one `settle` lets the
// real asynchronous work it started (promises, the provider's token checks) finish before the next.

interface Timer {
  id: number;
  at: number;
  run: () => void;
}

export interface VirtualClock {
  /** Milliseconds since the clock was made. */
  readonly now: number;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(handle: unknown): void;
  /** Settles, then moves time on by `ms`, firing each timer due on the way and settling after each. */
  advance(ms: number): Promise<void>;
  /** When the next timer is due, or null when none waits. */
  next(): number | null;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** With no provider to wait for, a few turns of the event loop let promise chains reach their next timer. */
async function turns() {
  for (let i = 0; i < 5; i++) await turn();
}

/** `settle` waits until the real work started by a timer is done (see network.ts). */
export function virtualClock(settle: () => Promise<void> = turns): VirtualClock {
  let now = 0;
  let lastId = 0;
  let timers: Timer[] = [];
  const earliest = () =>
    timers.reduce<Timer | null>(
      (a, t) => (!a || t.at < a.at || (t.at === a.at && t.id < a.id) ? t : a),
      null,
    );
  return {
    get now() {
      return now;
    },
    setTimeout(run, ms) {
      lastId += 1;
      timers.push({ id: lastId, at: now + Math.max(0, ms), run });
      return lastId;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    async advance(ms) {
      const until = now + ms;
      await settle(); // what was started before time moves on happens now
      for (let due = earliest(); due && due.at <= until; due = earliest()) {
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
        await settle();
      }
      now = until;
    },
    next: () => earliest()?.at ?? null,
  };
}
