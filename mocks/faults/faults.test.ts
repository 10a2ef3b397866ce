import { test } from "uvu";
import * as assert from "uvu/assert";
import { createFaultSwitch, decideFault, NO_FAULTS } from "./faults.ts";
import { mulberry32 } from "./random.ts";

const draws = (random: () => number, n: number) => Array.from({ length: n }, random);

test("the same seed gives the same numbers, another seed others, all in [0, 1)", () => {
  const a = draws(mulberry32(42), 1000);
  assert.equal(a, draws(mulberry32(42), 1000));
  assert.not.equal(a, draws(mulberry32(43), 1000));
  assert.ok(a.every((x) => x >= 0 && x < 1));
  assert.is(new Set(a).size, a.length, "no repeats in a short run");
});

test("mulberry32 is spread evenly enough to fail about the share of calls asked for", () => {
  const random = mulberry32(7);
  const failed = draws(random, 10_000).filter((x) => x < 0.3).length;
  assert.ok(failed > 2850 && failed < 3150, `${failed} of 10000 below 0.3`);
});

test("no faults: every call passes at once", () => {
  const random = mulberry32(1);
  for (let i = 0; i < 100; i++) assert.equal(decideFault(NO_FAULTS, random), { kind: "pass", delayMs: 0 });
});

test("an error rate of 1 fails every call and 0 none; latency is added either way", () => {
  const random = mulberry32(1);
  for (let i = 0; i < 100; i++) {
    assert.equal(decideFault({ latencyMs: 250, errorRate: 1, offline: false }, random), {
      kind: "fail",
      delayMs: 250,
    });
    assert.equal(decideFault({ latencyMs: 250, errorRate: 0, offline: false }, random), {
      kind: "pass",
      delayMs: 250,
    });
  }
});

test("offline wins over everything and answers at once", () => {
  assert.equal(decideFault({ latencyMs: 800, errorRate: 0, offline: true }, mulberry32(1)), {
    kind: "offline",
    delayMs: 0,
  });
});

test("a switch with a seed fails the same calls after every set of the same settings", () => {
  const faults = { latencyMs: 0, errorRate: 0.5, offline: false };
  const run = (s: ReturnType<typeof createFaultSwitch>) => {
    s.set(faults);
    return Array.from({ length: 50 }, () => s.next().kind);
  };
  const one = createFaultSwitch({ seed: 99 });
  const first = run(one);
  assert.ok(first.includes("fail") && first.includes("pass"));
  assert.equal(run(one), first, "again after set");
  assert.equal(run(createFaultSwitch({ seed: 99 })), first, "another switch, same seed");
  assert.not.equal(run(createFaultSwitch({ seed: 100 })), first, "another seed");
});

test("a switch starts off unless given settings, and reports each change", () => {
  const changes: unknown[] = [];
  const off = createFaultSwitch({ onChange: (f) => changes.push(f) });
  assert.equal(off.current, NO_FAULTS);
  off.set({ latencyMs: 100, errorRate: 0, offline: true });
  assert.equal(changes, [{ latencyMs: 100, errorRate: 0, offline: true }]);
  const on = createFaultSwitch({ initial: { latencyMs: 5, errorRate: 0, offline: false } });
  assert.equal(on.current, { latencyMs: 5, errorRate: 0, offline: false });
});

test.run();
