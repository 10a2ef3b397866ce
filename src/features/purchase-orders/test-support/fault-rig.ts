// The fault runs' app on mocks/faults' network and virtual clock (issue 8): its calls, page reloads and
// edit timers put there and back, a fault action handed to the network, the tab hidden and shown.
import type { Test } from "uvu";
import { page } from "../../../lib/page.ts";
import { EDIT_DELAYS, editTimersOn, PRODUCTION_EDIT_DELAYS } from "../edit/delays.ts";
import type { Action, FaultKind } from "./fault-actions.ts";
import { forgetAllEdits } from "../edit/queues.ts";
import { clearStashedEdits } from "../edit/stash.ts";

type NetworkFault =
  { kind: Exclude<FaultKind, "slow"> } | { kind: "slow"; requestMs: number; answerMs: number };

/** mocks/faults' network and clock as the runs use them (typed here: src/ imports nothing of mocks/). */
export interface FaultRig {
  network: {
    fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
    inject(fault: NetworkFault, times?: number): void;
    drop(): void;
  };
  clock: {
    setTimeout(run: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  };
}

/**
 * Puts the app's calls, page reloads and edit timers on `rig`, with the production delays (plus
 * `delays`); returns what puts everything back. Call it when the runs start: uvu loads every test
 * file before running any, and msw patches fetch in between.
 */
export function installFaults(
  rig: FaultRig,
  onReload: () => void,
  delays: Partial<typeof EDIT_DELAYS> = {},
): () => void {
  const realFetch = globalThis.fetch;
  const realReload = page.reload;
  globalThis.fetch = rig.network.fetch;
  page.reload = () => {
    onReload();
    rig.network.drop(); // the page is gone: calls still on the wire never answer it
  };
  Object.assign(EDIT_DELAYS, PRODUCTION_EDIT_DELAYS, delays);
  const realTimers = editTimersOn(rig.clock);
  return () => {
    globalThis.fetch = realFetch;
    page.reload = realReload;
    Object.assign(EDIT_DELAYS, PRODUCTION_EDIT_DELAYS);
    realTimers();
    forgetAllEdits();
    clearStashedEdits();
  };
}

/** A fault action as the network takes it. */
export function injectFault(rig: FaultRig, action: Extract<Action, { kind: "fault" }>): void {
  const { fault, times, requestMs = 0, answerMs = 0 } = action;
  rig.network.inject(fault === "slow" ? { kind: fault, requestMs, answerMs } : { kind: fault }, times);
}

/** The tab is hidden and shown again: what is waiting is sent at once (pending-saves.ts). */
export function hideTab(): void {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
}

/** A test clock as editClockPerTest uses it (mocks/faults/virtual-clock.ts; typed here like FaultRig). */
type TestClock = FaultRig["clock"] & { advance(ms: number): Promise<void> };

/**
 * For a uvu suite: every test runs the production edit delays on a fresh clock from `makeClock`, and
 * the real timers come back after it, whether it passed or not. Returns `advance` on that clock.
 */
export function editClockPerTest(suite: Test, makeClock: () => TestClock): Pick<TestClock, "advance"> {
  let clock: TestClock | undefined;
  let realTimers = () => {};
  suite.before.each(() => {
    Object.assign(EDIT_DELAYS, PRODUCTION_EDIT_DELAYS);
    clock = makeClock();
    realTimers = editTimersOn(clock);
  });
  suite.after.each(() => realTimers());
  return { advance: (ms) => clock!.advance(ms) };
}
