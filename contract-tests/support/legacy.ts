// uvu's `test` on node:test, for the files not yet converted to the tiers (docs/PROVIDERS.md lists
// them): they reset the provider to its seed and sign in as the seeded accounts, so each runs in the
// states tier (state "seed") with whatever extensions it names, and is reported skipped, with the
// reason, where the run cannot give it that. `test.run(file, needs)` registers the file's tests as one
// node:test suite; hooks run only once a test of the file is going to run.
import { after, describe, it } from "node:test";
import { resetProvider } from "./target.ts";
import { reported, unmet, type Needs } from "./tiers.ts";

type Fn = () => unknown;
interface Entry {
  name: string;
  fn: Fn;
  /** A reason to skip, or extra needs. */
  skip?: string;
  needs?: Needs;
}

let entries: Entry[] = [];
let hooks = { before: [] as Fn[], beforeEach: [] as Fn[], after: [] as Fn[], afterEach: [] as Fn[] };

type Register = (name: string, fn: Fn) => void;
const register =
  (extra: Partial<Entry> = {}): Register =>
  (name, fn) =>
    void entries.push({ name, fn, ...extra });

const before = Object.assign((fn: Fn) => void hooks.before.push(fn), {
  each: (fn: Fn) => void hooks.beforeEach.push(fn),
});
const afterHook = Object.assign((fn: Fn) => void hooks.after.push(fn), {
  each: (fn: Fn) => void hooks.afterEach.push(fn),
});

/** Registers the collected tests as the suite `file`, each needing the seed and `needs`. */
function run(file: string, needs: Needs = {}) {
  const [tests, own] = [entries, hooks];
  entries = [];
  hooks = { before: [], beforeEach: [], after: [], afterEach: [] };
  let started = false;
  describe(file, () => {
    for (const entry of tests)
      it(reported(entry.name, { ...needs, ...entry.needs }), async (t) => {
        if (entry.skip) return void t.skip(entry.skip);
        const extensions = [...(needs.extensions ?? []), ...(entry.needs?.extensions ?? [])];
        const why = await unmet({ state: "seed", ...needs, ...entry.needs, extensions });
        if (why) return void t.skip(why);
        if (!started) {
          started = true;
          for (const hook of own.before) await hook();
        }
        for (const hook of own.beforeEach) await hook();
        try {
          await entry.fn();
        } finally {
          for (const hook of own.afterEach) await hook();
        }
      });
    // Back to the seed once the file is done: its tests change the seeded accounts (a password, a
    // membership), and the converted files after it sign in with them without a reset of their own.
    after(async () => {
      if (!started) return;
      for (const hook of own.after) await hook();
      await resetProvider();
    });
  });
}

/** A registrar for tests that need `needs` besides the file's. */
export const needing = (needs: Needs) => register({ needs });

/** uvu's `test`, plus `skipBecause(reason)` and `needing(needs)` registrars. */
export const test = Object.assign(register(), {
  before,
  after: afterHook,
  skip: register({ skip: "skipped on this target (see the test's file)" }),
  skipBecause: (reason: string) => register({ skip: reason }),
  needing,
  run,
});
