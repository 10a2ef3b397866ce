// The demo's provider answering the page's own fetch (in-page.ts, D125).
import { delay, http, HttpResponse, type RequestHandler } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { answerInPage, forgetOldWorker } from "./in-page.ts";

/** A page's fetch whose network records what reached it and answers 204. */
function page(handlers: RequestHandler[]) {
  const reached: { url: string; body: string }[] = [];
  const target = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      reached.push({ url: request.url, body: await request.text() });
      return new Response(null, { status: 204 });
    },
  };
  answerInPage(target, () => handlers);
  return { fetch: target.fetch, reached };
}

const echo = http.post("http://shop.test/api/echo", async ({ request }) =>
  HttpResponse.json({ got: await request.text() }, { status: 201 }),
);

test("a call a handler takes is answered in the page and never reaches the network", async () => {
  const { fetch, reached } = page([echo]);
  const response = await fetch("http://shop.test/api/echo", { method: "POST", body: "hello" });
  assert.is(response.status, 201);
  assert.equal(await response.json(), { got: "hello" });
  assert.equal(reached, []);
});

test("a request no handler takes goes to the network with its body", async () => {
  const { fetch, reached } = page([echo]);
  const response = await fetch("http://shop.test/assets/report", { method: "POST", body: "kept" });
  assert.is(response.status, 204);
  assert.equal(reached, [{ url: "http://shop.test/assets/report", body: "kept" }]);
});

test("before the provider's handlers arrive, everything goes to the network", async () => {
  const handlers: RequestHandler[] = [];
  const reached: string[] = [];
  const target = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      reached.push(new Request(input, init).url);
      return new Response("seed");
    },
  };
  answerInPage(target, () => handlers);
  assert.is(await (await target.fetch("http://shop.test/api/echo", { method: "POST" })).text(), "seed");
  handlers.push(echo);
  assert.is((await target.fetch("http://shop.test/api/echo", { method: "POST" })).status, 201);
  assert.equal(reached, ["http://shop.test/api/echo"]);
});

test("a handler's network error rejects the call as a failed fetch does", async () => {
  const { fetch } = page([http.get("http://shop.test/api/down", () => HttpResponse.error())]);
  try {
    await fetch("http://shop.test/api/down");
    assert.unreachable("the call resolved");
  } catch (error) {
    assert.instance(error, TypeError);
  }
});

test("a call aborted while its handler still waits rejects with the signal's reason", async () => {
  let finished = false;
  const slow = http.get("http://shop.test/api/slow", async () => {
    await delay(200);
    finished = true;
    return HttpResponse.json({});
  });
  const { fetch } = page([slow]);
  const limit = new AbortController();
  const call = fetch("http://shop.test/api/slow", { signal: limit.signal });
  setTimeout(() => limit.abort(new DOMException("too slow", "TimeoutError")), 10);
  try {
    await call;
    assert.unreachable("the call resolved");
  } catch (error) {
    assert.is((error as DOMException).name, "TimeoutError");
  }
  assert.not.ok(finished, "rejected before the handler answered");
});

test("only msw's worker is unregistered, waiting or active, and no worker support is not an error", async () => {
  const gone: string[] = [];
  const registration = (scriptURL: string, state: "active" | "waiting") =>
    ({
      active: state === "active" ? { scriptURL } : null,
      waiting: state === "waiting" ? { scriptURL } : null,
      installing: null,
      unregister: async () => gone.push(scriptURL) > 0,
    }) as unknown as ServiceWorkerRegistration;
  const registrations = [
    registration("http://shop.test/demo/mockServiceWorker.js", "active"),
    registration("http://shop.test/sw.js", "active"),
    registration("http://shop.test/mockServiceWorker.js", "waiting"),
  ];
  await forgetOldWorker({ getRegistrations: async () => registrations });
  assert.equal(gone, ["http://shop.test/demo/mockServiceWorker.js", "http://shop.test/mockServiceWorker.js"]);
  await forgetOldWorker(undefined);
});

test.run();
