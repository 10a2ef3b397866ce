// Shared by the edit screen's tests: short delays (the production ones stay 2000/1000/1000 ms), an
// open order of the buyer's store picked from the seed, and ways to reach the screen's fields.
import { screen, waitFor, within } from "@testing-library/react";
import { freshState, renderAt } from "../../../../test/render.tsx";
import { EDIT_DELAYS, PRODUCTION_EDIT_DELAYS } from "../edit/delays.ts";
import { forgetAllEdits } from "../edit/queues.ts";
import { clearStashedEdits } from "../edit/stash.ts";

// Types through test/render.tsx: src/ imports nothing from mocks/ (test/architecture.test.ts).
type Db = Awaited<ReturnType<typeof freshState>>["store"]["db"];
type PurchaseOrderRow = Db["purchaseOrders"][number];

export const BUYER = "buyer@example.com";
export const SHORT_DELAYS = { items: 60, order: 40, search: 20, retry: 80, retryMax: 200 };

export const shortenDelays = () => void Object.assign(EDIT_DELAYS, SHORT_DELAYS);
export const restoreDelays = () => void Object.assign(EDIT_DELAYS, PRODUCTION_EDIT_DELAYS);

export const storeOf = (db: Db) => db.users.find((u) => u.email === BUYER)!.activeStoreId!;

/** A fresh start: no order queue left by an earlier render, no 401 stash by an earlier test (a reload keeps it). */
function freshEdits() {
  forgetAllEdits();
  clearStashedEdits();
}

/** The seed as a fresh render will see it (the seed is deterministic; renderAt resets to it). */
export async function seed(): Promise<Db> {
  return (await freshState()).store.db;
}

/** The first order of the buyer's store in this status with at least two items. */
export const orderIn = (db: Db, status: PurchaseOrderRow["status"]) =>
  db.purchaseOrders.find((o) => o.storeId === storeOf(db) && o.status === status && o.items.length >= 2)!;

/** Renders the edit page of the buyer's first order in `status`; `stored()` reads it back from the provider. */
export async function openEditor(status: PurchaseOrderRow["status"] = "OPEN") {
  const id = orderIn(await seed(), status).id;
  freshEdits();
  const view = await renderAt(`/purchase-orders/${id}/modify`, { signedInAs: BUYER });
  await screen.findByRole("button", { name: "Save Products" });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  // A copy: the provider edits its rows in place, so `stored()` is no record of what was there before.
  const initial = structuredClone(stored());
  return { ...view, id, stored, initial };
}

/** The name an item row shows: its variation's, else its product's. */
export function itemName(db: Db, item: PurchaseOrderRow["items"][number]): string {
  const product = db.products.find((p) => p.id === item.productId)!;
  return (product.variations.find((v) => v.id === item.variationId) ?? product).name;
}

export const cell = (label: string) => screen.getByRole<HTMLInputElement>("spinbutton", { name: label });
export const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });
export const shipping = () => cell("Shipping");
export const statusLine = () => screen.getByText(/^(All changes saved|Saving…|Not saved)/);

/** The Details panel's figures by label. */
export function details(): Record<string, string> {
  const panel = within(screen.getByRole("region", { name: "Details" }));
  return Object.fromEntries(
    panel.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  );
}

/** Waits until the provider's stored order passes the check. */
export async function untilStored(check: () => void, timeout = 2000) {
  await waitFor(check, { timeout });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
