// Shared by the failure-state tests (D27): the three ways the service can
// fail to answer, applied to the in-process provider after signing in, and what every screen must then
// show. Faults come from the provider's own fault switch (mocks/faults), as the demo's ?offline=1 does.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as assert from "uvu/assert";
import { NO_FAULTS } from "../mocks/faults/faults.ts";
import type { Provider } from "../mocks/provider.ts";
import { DEFAULT_TIMEOUT_MS, REQUEST_LIMITS } from "../src/api/transport.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { freshState, renderApp, signInStored, type RenderOptions } from "./render.tsx";

export type Outage = "offline" | "503" | "timeout";
export const OUTAGES: Outage[] = ["offline", "503", "timeout"];

// The timed-out call is held far longer than the app waits: the app's timer always fires first.
const APP_WAITS_MS = 5;
const PROVIDER_HOLDS_MS = 1000;

/** Starts the outage on every call from now on (the demo's own calls excepted). */
export function startOutage(provider: Provider, outage: Outage) {
  if (outage === "offline") provider.faults.set({ ...NO_FAULTS, offline: true });
  if (outage === "503") provider.faults.set({ ...NO_FAULTS, errorRate: 1 });
  if (outage === "timeout") {
    REQUEST_LIMITS.timeoutMs = APP_WAITS_MS;
    provider.faults.set({ ...NO_FAULTS, latencyMs: PROVIDER_HOLDS_MS });
  }
}

/** The provider answers normally again. */
export function endOutage(provider: Provider) {
  REQUEST_LIMITS.timeoutMs = DEFAULT_TIMEOUT_MS;
  provider.faults.set(NO_FAULTS);
}

/** Runs `body` with console.error muted: msw and React report the failed calls, which is the point. */
export async function quietly<T>(body: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => {};
  try {
    return await body();
  } finally {
    console.error = original;
  }
}

/** An order of the owner's store that may be edited. */
export const openOrder = (provider: Provider) => {
  const { db } = provider.store;
  const store = db.users.find((u) => u.email === "owner@example.com")!.activeStoreId;
  return String(db.purchaseOrders.find((o) => o.storeId === store && o.status === "OPEN")!.id);
};
/** A supplier of the owner's store. */
export const firstSupplier = (provider: Provider) => {
  const { db } = provider.store;
  const store = db.users.find((u) => u.email === "owner@example.com")!.activeStoreId;
  return String(db.suppliers.find((s) => s.storeId === store)!.id);
};

/** A path, or one read off the fresh store (an order in a given status). */
export type PathOf = string | ((provider: Provider) => string);

/** Signs in, starts the outage, then renders the app at `path` (so only the screen's calls fail). */
export async function renderDuring(outage: Outage, path: PathOf, options: RenderOptions = {}) {
  const provider = await freshState(options.config);
  if (options.signedInAs) await signInStored(options.signedInAs);
  if (typeof path === "function") path = path(provider);
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value);
  startOutage(provider, outage);
  return { ...(await renderApp(path)), provider };
}

/** The plain reason and Try Again are on screen; neither the spec's not-found page nor a status code. */
export async function assertUnavailableShown() {
  const reasons = await screen.findAllByText(UI_TEXT.unavailable.reason, { exact: false });
  for (const reason of reasons) assert.ok(reason.closest('[role="alert"]'), "the reason is announced");
  // Found, not got: a screen with two reads shows the reason while the other one is still on its way.
  assert.ok((await screen.findAllByRole("button", { name: UI_TEXT.unavailable.retry })).length > 0);
  assert.is(screen.queryByRole("heading", { name: UI_TEXT.notFound.message }), null);
  assert.not.match(document.body.textContent ?? "", /HTTP \d|No provider|not understood|invalid or expired/);
}

/** Presses every Try Again on screen (a page may have one per part that failed). */
export async function tryAgain() {
  const user = userEvent.setup();
  for (const button of screen.getAllByRole("button", { name: UI_TEXT.unavailable.retry }))
    await user.click(button);
  await waitFor(() => assert.is(screen.queryByText(UI_TEXT.unavailable.reason, { exact: false }), null));
}
