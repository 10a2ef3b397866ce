// The brake on guessing: without it 200 wrong passwords went through in 1.3 s, then the right
// one worked; 100 accounts were registered in 0.7 s. A throttle counts events per key (an account's
// email, a client's address) on the provider's clock. The events before the `lockFrom`th cost nothing;
// that one and each after it lock the key for `baseMs`, doubled per further event up to `capMs`; a key
// with no event for `forgetMs` starts over. Only failures are counted for sign-in, so the demo accounts, used by many
// at once, and the test suites, which sign in all the time, never meet it.

interface ThrottleRule {
  lockFrom: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

interface Entry {
  count: number;
  last: number;
  lockedUntil: number;
}

/** Keys kept at most; past it, forgotten keys go first, then the oldest (memory must not grow for ever). */
const MAX_KEYS = 10_000;

export interface Throttle {
  /** Milliseconds until `key` may try again, 0 when it may now. */
  wait(key: string, now: number): number;
  /** Counts one event for `key`, locking it once past the free ones. */
  count(key: string, now: number): void;
  /** Forgets `key` (an account's sign-in succeeded). */
  clear(key: string): void;
  /** Forgets every key (the demo's reset). */
  clearAll(): void;
}

function createThrottle(rule: ThrottleRule): Throttle {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    return entry && now - entry.last < rule.forgetMs ? entry : undefined;
  };
  function prune(now: number) {
    if (entries.size < MAX_KEYS) return;
    for (const [key, entry] of entries) if (now - entry.last >= rule.forgetMs) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < MAX_KEYS) break;
      entries.delete(key);
    }
  }
  return {
    wait: (key, now) => Math.max(0, (live(key, now)?.lockedUntil ?? 0) - now),
    count(key, now) {
      const entry = live(key, now) ?? { count: 0, last: now, lockedUntil: 0 };
      entry.count += 1;
      entry.last = now;
      if (entry.count >= rule.lockFrom)
        entry.lockedUntil = now + Math.min(rule.capMs, rule.baseMs * 2 ** (entry.count - rule.lockFrom));
      entries.delete(key); // re-inserted last: Map order is the order of last use
      prune(now);
      entries.set(key, entry);
    },
    clear: (key) => void entries.delete(key),
    clearAll: () => entries.clear(),
  };
}

const MINUTE = 60_000;

/**
 * The provider's limits (D50). Per account: 4 failed sign-ins cost nothing (a person mistyping), the 5th
 * locks the account for 30 s, each further failure doubles that up to 15 min; a success or an hour
 * without failures forgets them. So guessing gets 4 tries an hour once past the first dozen.
 * Per client (an address; the whole page in the browser): the 20th failure across accounts locks for
 * 1 min, doubling to 15 min, never cleared by a success (one good account must not reset the count).
 * Registrations per client: the 10th locks for 1 min, doubling to an hour.
 * Password reset asks (D141), every one counted, known email or not: per email the 3rd locks it for
 * 5 min, doubling to an hour (so at most 6 mails reach one inbox in an hour); per client the 10th locks for
 * 1 min, doubling to an hour.
 */
const THROTTLES = {
  signInAccount: { lockFrom: 5, baseMs: 30_000, capMs: 15 * MINUTE, forgetMs: 60 * MINUTE },
  signInClient: { lockFrom: 20, baseMs: MINUTE, capMs: 15 * MINUTE, forgetMs: 60 * MINUTE },
  registerClient: { lockFrom: 10, baseMs: MINUTE, capMs: 60 * MINUTE, forgetMs: 60 * MINUTE },
  resetEmail: { lockFrom: 3, baseMs: 5 * MINUTE, capMs: 60 * MINUTE, forgetMs: 60 * MINUTE },
  resetClient: { lockFrom: 10, baseMs: MINUTE, capMs: 60 * MINUTE, forgetMs: 60 * MINUTE },
} satisfies Record<string, ThrottleRule>;

export type Throttles = Record<keyof typeof THROTTLES, Throttle>;

/** A fresh set of the provider's throttles. */
export function createThrottles(): Throttles {
  const entries = Object.entries(THROTTLES).map(([name, rule]) => [name, createThrottle(rule)]);
  return Object.fromEntries(entries) as Throttles;
}

// Who is calling. The HTTP server (mocks/server.ts) names each request's peer address here; a header
// would let the caller choose its own name. In the browser and in-process there is one client.
const clients = new WeakMap<Request, string>();
export const ONE_CLIENT = "this page";

/** Records the address `request` came from (server.ts). */
export function setClient(request: Request, address: string): void {
  clients.set(request, address);
}

/** The client `request` came from. */
export const clientOf = (request: Request): string => clients.get(request) ?? ONE_CLIENT;
