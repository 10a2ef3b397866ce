// GET /api/health (issue 26, a D29 extension): 200 and `{"status":"ok"}` without a token, for a process
// manager or a run waiting for a fresh provider; the fault injection (the simulated network) never
// answers it in the provider's place.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { REST } from "../schema/rest.ts";
import { call, offered } from "./support/client.ts";

const healthTest = offered("health") ? test : test.skip;
const faultTest = offered("health") && offered("setDemoFaults") ? test : test.skip;

healthTest("health answers 200 and status ok without a token, in the contract's shape", async () => {
  const res = await call("health", { token: null });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.body.status, "ok");
  assert.ok(REST.health.response.safeParse(res.body).success, JSON.stringify(res.body));
  assert.ok(res.headers?.get("content-type")?.startsWith("application/json"));
});

healthTest("health ignores a token that is not valid (it checks none)", async () => {
  const res = await call("health", { token: "not-a-token" });
  assert.is(res.status, 200);
  assert.is(res.body.status, "ok");
});

faultTest("health still answers while the injected faults drop every other call", async () => {
  const set = await call("setDemoFaults", { body: { latencyMs: 0, errorRate: 1, offline: false } });
  assert.is(set.status, 200, JSON.stringify(set.body));
  try {
    assert.is((await call("health", { token: null })).status, 200);
    const other = await call("login", { body: { email: "owner@example.com", password: "x" } });
    assert.is(other.status, 503, "the faults are on for the rest");
  } finally {
    await call("setDemoFaults", { body: { latencyMs: 0, errorRate: 0, offline: false } });
  }
});

test.run("health");
