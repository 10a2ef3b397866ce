// The call log behind a feedback report's "Last calls" (D82, D150): the last 20, kept over a reload.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { CALL_LOG_KEY, clearCallLog, logCall, recentCalls, type LoggedCall } from "./call-log.ts";

const call = (n: number): LoggedCall => ({
  method: "POST",
  name: `Operation${n}`,
  status: 200,
  ms: n,
  at: new Date(Date.UTC(2026, 10, 25, 9, 0, n)).toISOString(),
});

test.before.each(() => clearCallLog());

test("the 21st call drops the oldest: the last 20 are kept, oldest first", () => {
  for (let n = 1; n <= 20; n++) logCall(call(n));
  assert.equal(
    recentCalls().map((c) => c.name),
    Array.from({ length: 20 }, (_, i) => `Operation${i + 1}`),
  );
  logCall(call(21));
  const names = recentCalls().map((c) => c.name);
  assert.is(names.length, 20);
  assert.is(names[0], "Operation2", "the oldest is gone");
  assert.is(names.at(-1), "Operation21");
});

test("the calls are kept in the tab's storage, and what the tab holds is read after a reload", () => {
  logCall(call(1));
  logCall(call(2));
  assert.equal(JSON.parse(sessionStorage.getItem(CALL_LOG_KEY)!), [call(1), call(2)]);
  // After a reload the module starts anew: what the page before it left in the tab is what it reads.
  sessionStorage.setItem(CALL_LOG_KEY, JSON.stringify([call(7), call(8)]));
  assert.equal(recentCalls(), [call(7), call(8)]);
});

test("the tab keeps the method, name, status, time and moment of a call, and nothing else", () => {
  logCall({ ...call(1), body: '{"password":"secret"}', authorization: "Bearer abc" } as LoggedCall);
  const kept = sessionStorage.getItem(CALL_LOG_KEY)!;
  assert.not.match(kept, /secret|Bearer/);
  assert.equal(JSON.parse(kept), [call(1)]);
});

test("a log the tab holds in another shape is read as no calls, not as a failure", () => {
  sessionStorage.setItem(CALL_LOG_KEY, '{"not":"a list"');
  assert.equal(recentCalls(), []);
  sessionStorage.setItem(CALL_LOG_KEY, JSON.stringify([{ method: "GET" }, call(3)]));
  assert.equal(recentCalls(), [call(3)]);
});

test.run();
