// mocks/worker-update.ts: only msw's own update() race is quieted; any other rejection stays uncaught.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isWorkerUpdateRace, quietWorkerUpdateRace } from "./worker-update.ts";

const RACE =
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:37939/') with script " +
  "('http://127.0.0.1:37939/mockServiceWorker.js'): Not found";

test("the race's rejection is recognised by its message and type", () => {
  assert.ok(isWorkerUpdateRace(new TypeError(RACE)));
  assert.not.ok(isWorkerUpdateRace(new Error(RACE)), "not another error type");
  assert.not.ok(isWorkerUpdateRace(RACE), "not a bare string");
  assert.not.ok(
    isWorkerUpdateRace(new TypeError(RACE.replace("mockServiceWorker.js", "sw.js"))),
    "not another worker's update",
  );
  assert.not.ok(isWorkerUpdateRace(new TypeError("Failed to fetch")));
});

test("only that rejection is taken off the uncaught errors", () => {
  const target = new EventTarget();
  quietWorkerUpdateRace(target as unknown as Window);
  const reject = (reason: unknown) => {
    const event = new Event("unhandledrejection", { cancelable: true });
    Object.assign(event, { reason });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  assert.ok(reject(new TypeError(RACE)), "the race is quieted");
  assert.not.ok(reject(new TypeError("Failed to fetch")), "another rejection is still reported");
});

test.run();
