// onceSaved (D23): the app may reload the page the moment a call answers (sign-in, Reset demo data),
// so the provider answers only once its store has persisted every change so far. Here the adapter's
// save stays unfinished until the test lets it finish.
import { getResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createProvider } from "../provider.ts";
import { cachedSeed } from "../seed/cached.ts";
import type { PersistenceAdapter } from "../store/store.ts";
import { createHandlers } from "./index.ts";

/** An adapter whose last save is stored only when `finish` is called. */
function slowAdapter() {
  let stored = Promise.resolve();
  let finish = () => {};
  const adapter: PersistenceAdapter = {
    load: async () => null,
    save() {
      stored = new Promise<void>((resolve) => (finish = resolve));
    },
    saved: () => stored,
  };
  return { adapter, finish: () => finish() };
}

/** Whether `answer` settles within `ms`. */
const settlesWithin = (ms: number, answer: Promise<unknown>) =>
  Promise.race([answer.then(() => true), new Promise((resolve) => setTimeout(resolve, ms, false))]);
// Held: not answered in 50 ms, far longer than an answer takes. Not held: answered well inside 5 s,
// however busy the machine.
const HELD_MS = 50;
const ANSWERED_MS = 5000;

async function setUp() {
  const slow = slowAdapter();
  const provider = await createProvider({ adapter: slow.adapter, makeSeed: cachedSeed() });
  slow.finish(); // the seed's own save
  return { ...slow, provider, handlers: createHandlers(provider) };
}

test("Reset demo data answers only once the fresh seed is stored", async () => {
  const { handlers, finish } = await setUp();
  const answer = getResponse(handlers, new Request("http://localhost/api/demo/reset", { method: "POST" }));
  assert.is(await settlesWithin(HELD_MS, answer), false, "no answer while the save is on its way");
  finish();
  assert.is((await answer)?.status, 200);
});

test("a GraphQL answer waits for the saves before it too, even a refusal", async () => {
  const { handlers, finish, provider } = await setUp();
  provider.store.write(() => undefined); // a change whose save is on its way
  const answer = getResponse(
    handlers,
    new Request("http://localhost/graphql", { method: "POST", body: "{" }),
  );
  assert.is(await settlesWithin(HELD_MS, answer), false, "no answer while the save is on its way");
  finish();
  assert.is((await answer)?.status, 401, "refused: no token");
});

test("with nothing left to store, an answer is not held", async () => {
  const { handlers } = await setUp();
  const answer = getResponse(handlers, new Request("http://localhost/api/demo/health"));
  assert.is(await settlesWithin(ANSWERED_MS, answer), true);
  assert.is((await answer)?.status, 200);
});

/** An adapter that rolls back the saves `rollBack` names (by number; the seed's is 1). */
function rollingBackAdapter(rollBack: number[]) {
  let asked = 0;
  const adapter: PersistenceAdapter = {
    load: async () => null,
    save: () => void (asked += 1),
    saves: () => asked,
    saved: async (since = 0) => {
      if (rollBack.some((number) => number > since && number <= asked)) throw new Error("rolled back");
    },
  };
  return adapter;
}

const reset = () => new Request("http://localhost/api/demo/reset", { method: "POST" });

test("a call whose save was rolled back is answered 503, never as done (D85)", async () => {
  const provider = await createProvider({ adapter: rollingBackAdapter([2]), makeSeed: cachedSeed() });
  const answer = await getResponse(createHandlers(provider), reset());
  assert.is(answer?.status, 503);
  assert.is(((await answer!.json()) as { code: string }).code, "UNAVAILABLE");
});

test("a save rolled back before a call does not fail that call's answer", async () => {
  const provider = await createProvider({ adapter: rollingBackAdapter([1]), makeSeed: cachedSeed() });
  const answer = await getResponse(createHandlers(provider), reset());
  assert.is(answer?.status, 200);
});

test.run();
