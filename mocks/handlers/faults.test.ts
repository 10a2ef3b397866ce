// The fault gate's delay stands for the network: a call whose client gave up during it never reaches
// the provider, so a timed-out write cannot land later in whatever the store holds by then.
import { getResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { NO_FAULTS } from "../faults/faults.ts";
import { createProvider } from "../provider.ts";
import { cachedSeed } from "../seed/cached.ts";
import { createHandlers } from "./index.ts";

const resetAsk = (signal?: AbortSignal) =>
  new Request("http://provider.test/api/authentication/reset-password", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@example.com" }),
    signal,
  });

async function delayed() {
  const provider = await createProvider({ makeSeed: cachedSeed({}) });
  provider.faults.set({ ...NO_FAULTS, latencyMs: 50 });
  const mails = () => provider.store.db.outbox.filter((m) => m.kind === "reset-password").length;
  return { handlers: createHandlers(provider), mails };
}

test("a delayed call its client gave up on changes nothing and answers as a network error", async () => {
  const { handlers, mails } = await delayed();
  const client = new AbortController();
  const answer = getResponse(handlers, resetAsk(client.signal));
  client.abort();
  assert.is((await answer)!.type, "error");
  assert.is(mails(), 0);
});

test("a delayed call its client waits for is answered and stored", async () => {
  const { handlers, mails } = await delayed();
  assert.is((await getResponse(handlers, resetAsk()))!.status, 200);
  assert.is(mails(), 1);
});

test.run();
