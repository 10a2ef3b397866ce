import { test } from "uvu";
import * as assert from "uvu/assert";
import { parseDemoParams } from "./demo-params.ts";
import { DEFAULT_ORDERS_PER_STORE, DEFAULT_SEED, LARGE_ORDERS_PER_STORE } from "./seed/origin.ts";

test("no parameters keep the stored database and the tab's faults", () => {
  assert.equal(parseDemoParams(""), {
    origin: null,
    seed: null,
    faults: null,
    extensions: null,
    problems: [],
  });
  assert.equal(parseDemoParams("?next=/purchase-orders").origin, null);
});

test("?extensions= names the contract extensions on: all, none or names; anything else is ignored, said", () => {
  assert.equal(parseDemoParams("?extensions=none").extensions, []);
  assert.equal(parseDemoParams("?extensions=history").extensions, ["history"]);
  assert.equal(parseDemoParams("?extensions=all").extensions, [
    "history",
    "notes",
    "arrival",
    "reorder",
    "approval",
  ]);
  const wrong = parseDemoParams("?extensions=histry");
  assert.is(wrong.extensions, null);
  assert.match(wrong.problems[0]!, "?extensions=histry is ignored");
});

test("?seed=N asks for the store made with faker seed N at the default size", () => {
  const params = parseDemoParams("?seed=7");
  assert.equal(params.origin, { seed: 7, ordersPerStore: DEFAULT_ORDERS_PER_STORE });
  assert.is(params.seed, 7);
  assert.equal(parseDemoParams("?seed=default").origin, {
    seed: DEFAULT_SEED,
    ordersPerStore: DEFAULT_ORDERS_PER_STORE,
  });
});

test("?scale=large and ?orders=N ask for thousands of orders, with the default seed unless one is named", () => {
  assert.equal(parseDemoParams("?scale=large").origin, {
    seed: DEFAULT_SEED,
    ordersPerStore: LARGE_ORDERS_PER_STORE,
  });
  assert.equal(parseDemoParams("?seed=3&orders=5000").origin, { seed: 3, ordersPerStore: 5000 });
  assert.equal(parseDemoParams("?scale=large&orders=1200").origin?.ordersPerStore, 1200, "orders wins");
  assert.is(parseDemoParams("?scale=large").seed, null, "no seed named for the fault draws");
});

test("?scale=empty asks for stores with nothing in them, for showing the empty states", () => {
  assert.equal(parseDemoParams("?scale=empty").origin, { seed: DEFAULT_SEED, ordersPerStore: 0 });
  assert.equal(parseDemoParams("?scale=empty&orders=3").origin?.ordersPerStore, 3, "orders wins");
});

test("fault parameters set what they name and leave the rest off", () => {
  assert.equal(parseDemoParams("?latency=800&errors=0.3&offline=1").faults, {
    latencyMs: 800,
    errorRate: 0.3,
    offline: true,
  });
  assert.equal(parseDemoParams("?errors=30%").faults?.errorRate, 0.3, "as typed in the address bar");
  assert.equal(parseDemoParams("?errors=30%25").faults, { latencyMs: 0, errorRate: 0.3, offline: false });
  assert.equal(parseDemoParams("?offline").faults, { latencyMs: 0, errorRate: 0, offline: true });
  assert.equal(parseDemoParams("?offline=0").faults, { latencyMs: 0, errorRate: 0, offline: false });
  assert.is(parseDemoParams("?latency=800").origin, null, "faults alone keep the stored database");
});

test("values not understood are ignored and said, the others still apply", () => {
  const params = parseDemoParams(
    "?seed=abc&scale=huge&orders=0&latency=-5&errors=1.5&offline=maybe&errors2=1",
  );
  assert.is(params.origin, null);
  assert.is(params.faults, null);
  assert.equal(
    params.problems.map((p) => p.split(" ")[0]),
    ["?seed=abc", "?scale=huge", "?orders=0", "?latency=-5", "?errors=1.5", "?offline=maybe"],
  );
  const mixed = parseDemoParams("?seed=5&latency=20000&errors=0.1");
  assert.equal(mixed.origin, { seed: 5, ordersPerStore: DEFAULT_ORDERS_PER_STORE });
  assert.equal(mixed.faults, { latencyMs: 0, errorRate: 0.1, offline: false });
  assert.is(mixed.problems.length, 1);
  assert.is(parseDemoParams("?orders=10001").origin, null);
});

test.run();
