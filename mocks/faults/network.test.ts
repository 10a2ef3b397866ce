// The fault runs' tools (issue 8): the virtual clock fires timers in time order only when moved on,
// and the faulty network fails exactly the calls it was told to, on the right side of the provider.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { faultyNetworkOnClock } from "./network.ts";

function bench() {
  const seen: string[] = [];
  const { network, clock } = faultyNetworkOnClock({
    async handle(request) {
      seen.push(new URL(request.url).pathname);
      return new Response(null, {
        status: request.headers.get("authorization") === "Bearer good" ? 200 : 401,
      });
    },
    faulted: (request) => request.url.includes("/graphql"),
  });
  const call = (path: string) =>
    network.fetch(`http://localhost${path}`, { method: "GET", headers: { authorization: "Bearer good" } });
  return { clock, network, seen, call };
}

test("the clock fires timers in time order, only as it is moved on, and not once cleared", async () => {
  const { clock } = bench();
  const fired: string[] = [];
  clock.setTimeout(() => fired.push("b"), 20);
  clock.setTimeout(() => fired.push("a"), 10);
  const dropped = clock.setTimeout(() => fired.push("never"), 15);
  clock.clearTimeout(dropped);
  assert.equal(fired, []);
  await clock.advance(10);
  assert.equal(fired, ["a"]);
  await clock.advance(100);
  assert.equal([fired, clock.now, clock.next()], [["a", "b"], 110, null]);
});

test("offline never reaches the provider; a lost answer does; a 503 is answered in front of it", async () => {
  const { network, seen, call } = bench();
  network.inject({ kind: "offline" });
  network.inject({ kind: "lost" });
  network.inject({ kind: "unavailable" });
  await call("/graphql").then(
    () => assert.unreachable("offline answered"),
    (error) => assert.instance(error, TypeError),
  );
  assert.equal(seen, []);
  await call("/graphql").then(
    () => assert.unreachable("the lost answer arrived"),
    (error) => assert.instance(error, TypeError),
  );
  assert.equal(seen, ["/graphql"]);
  assert.is((await call("/graphql")).status, 503);
  assert.equal(seen, ["/graphql"]);
  assert.is((await call("/graphql")).status, 200, "faults used up: calls pass");
});

test("a 401 comes from the provider itself; calls the faults do not apply to always pass", async () => {
  const { network, seen, call } = bench();
  network.inject({ kind: "unauthorized" }, 2);
  assert.is((await call("/api/login")).status, 200);
  assert.is((await call("/graphql")).status, 401);
  assert.equal(seen, ["/api/login", "/graphql"]);
  assert.match(network.log.join("\n"), /unauthorized/);
});

test("a slow call answers only once the clock has moved past both halves; a reload drops it", async () => {
  const { clock, network, seen, call } = bench();
  network.inject({ kind: "slow", requestMs: 100, answerMs: 200 }, 2);
  let status = 0;
  void call("/graphql").then((response) => (status = response.status));
  await clock.advance(99);
  assert.equal(seen, [], "still on its way there");
  await clock.advance(1);
  assert.equal(seen, ["/graphql"]);
  await clock.advance(199);
  assert.is(status, 0, "the answer is still on its way back");
  await clock.advance(1);
  assert.is(status, 200);

  const dropped = call("/graphql").then(
    () => "answered",
    () => "failed",
  );
  network.drop();
  await clock.advance(300);
  assert.equal([await dropped, seen.length], ["failed", 1], "never reached the provider");
});

test.run();
