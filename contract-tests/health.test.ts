// GET /api/health (issue 26, a D29 extension, probed as the group `health`): 200 and `{"status":"ok"}`
// without a token, for a process manager or a run waiting for a fresh provider; the fault injection (the
// demo's simulated network) never answers it in the provider's place.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { REST } from "../schema/rest.ts";
import { call } from "./support/client.ts";
import { config } from "./support/config.ts";
import { session } from "./support/sessions.ts";
import { contract, type Needs } from "./support/tiers.ts";

const HEALTH: Needs = { extensions: ["health"] };

describe("health", () => {
  contract("health answers 200 and status ok without a token, in the contract's shape", HEALTH, async () => {
    const res = await call("health", { token: null });
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.is(res.body.status, "ok");
    assert.ok(REST.health.response.safeParse(res.body).success, JSON.stringify(res.body));
    assert.ok(res.headers?.get("content-type")?.startsWith("application/json"));
  });

  contract("health ignores a token that is not valid (it checks none)", HEALTH, async () => {
    const res = await call("health", { token: "not-a-token" });
    assert.is(res.status, 200);
    assert.is(res.body.status, "ok");
  });

  contract(
    "health still answers while the injected faults drop every other call",
    { extensions: ["health", "demo"] },
    async () => {
      const { token } = await session("owner");
      const faults = (errorRate: number) =>
        call("setDemoFaults", { token, body: { latencyMs: 0, errorRate, offline: false } });
      const set = await faults(1);
      assert.is(set.status, 200, JSON.stringify(set.body));
      try {
        assert.is((await call("health", { token: null })).status, 200);
        const other = await call("login", { body: { email: config.accounts.owner.email, password: "x" } });
        assert.is(other.status, 503, "the faults are on for the rest");
      } finally {
        assert.is((await faults(0)).status, 200, "the faults off again");
      }
    },
  );
});
