// The demo renders while its provider starts (issue 15): calls made meanwhile wait for it, and a
// provider that never started answers nothing, so no call reaches the static host.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { freshState } from "../../test/render.tsx";
import { ApiError } from "./api-error.ts";
import { holdCallsUntil } from "./provider-ready.ts";
import { resolveUrl, send } from "./transport.ts";

const health = () =>
  send(resolveUrl("/api/", "demo/health"), {
    method: "GET",
    headers: {},
    authorized: false,
    name: "demo/health",
  });

test.before.each(async () => {
  await freshState();
});
test.after.each(() => holdCallsUntil(Promise.resolve()));

test("a call made while the provider starts is sent once it has started", async () => {
  let started!: () => void;
  holdCallsUntil(new Promise<void>((resolve) => (started = resolve)));
  // Count what reaches fetch (the transport looks it up at call time).
  const realFetch = globalThis.fetch;
  let sent = 0;
  globalThis.fetch = (...args) => ((sent += 1), realFetch(...args));
  try {
    const call = health();
    await new Promise((resolve) => setTimeout(resolve, 0)); // everything the call can do without the provider
    assert.is(sent, 0, "nothing sent before the provider started");
    started();
    assert.is((await call).status, 200);
    assert.is(sent, 1);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test("a call to a provider that failed to start is not sent and fails as unreachable", async () => {
  const failed = Promise.reject(new Error("the provider did not start"));
  failed.catch(() => {}); // boot reports it; here only the calls do
  holdCallsUntil(failed);
  const error = await health().catch((caught: unknown) => caught);
  assert.instance(error, ApiError);
  assert.is((error as ApiError).status, 0);
});

test.run();
