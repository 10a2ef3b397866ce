// The fault runs' app on mocks/faults' network and virtual clock (issue 8): every call of the app
// reaches the provider through the faulty network (an msw handler in front of the provider's), a page
// reload drops the calls still on the wire, the edit queues wait on the network's clock; a fault
// action handed to the network, the tab hidden and shown. Nothing global is swapped: the network is
// msw's, the reloads are test/render.tsx's, the edit environment is handed to the queues.
import { http, HttpResponse } from "msw";
import type { Test } from "uvu";
import type { FaultyNetwork } from "../../mocks/faults/network.ts";
import { virtualClock, type VirtualClock } from "../../mocks/faults/virtual-clock.ts";
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { onReload } from "../render.tsx";
import {
  editEnvironment,
  type EditDelays,
  type EditEnvironment,
} from "../../src/features/purchase-orders/edit/engine/environment.ts";
import type { Action } from "./fault-actions.ts";

/** mocks/faults' network and the clock it runs on. */
export interface FaultRig {
  network: FaultyNetwork;
  clock: VirtualClock;
}

/**
 * Puts the app's calls on `rig`'s network, and `onReloaded` on each page reload, until the returned
 * undo. The network's failures reach the app as fetch's own: a rejected call.
 */
export async function installFaults(rig: FaultRig, onReloaded = () => {}): Promise<() => void> {
  const { server } = await sharedInProcessProvider();
  server.use(
    http.all("*", async ({ request }) => {
      // A copy: msw's request body is a stream undici's Request constructor does not take.
      const { url, method, headers } = request;
      const body = method === "GET" || method === "HEAD" ? undefined : await request.arrayBuffer();
      try {
        return await rig.network.fetch(url, { method, headers, body });
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  const stop = onReload(() => {
    onReloaded();
    rig.network.drop(); // the page is gone: calls still on the wire never answer it
  });
  return () => {
    server.resetHandlers();
    stop();
  };
}

/** The edit environment of the fault runs: the spec's delays (plus `delays`) on the rig's clock. */
export const rigEnvironment = (rig: FaultRig, delays: Partial<EditDelays> = {}): EditEnvironment =>
  editEnvironment({ delays, timers: rig.clock });

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

/**
 * For a uvu suite: every test gets a fresh virtual clock and an edit environment with the spec's
 * delays on it. Returns `advance` on that clock and the environment.
 */
export function editClockPerTest(suite: Test): {
  advance(ms: number): Promise<void>;
  environment(): EditEnvironment;
} {
  let clock: VirtualClock | undefined;
  let environment: EditEnvironment | undefined;
  suite.before.each(() => {
    clock = virtualClock();
    environment = editEnvironment({ timers: clock });
  });
  return { advance: (ms) => clock!.advance(ms), environment: () => environment! };
}
