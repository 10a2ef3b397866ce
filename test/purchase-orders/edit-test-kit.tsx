// Shared by the edit screen's tests: each page rendered with edit queues of its own, on short delays
// (the app keeps the spec's 2000/1000/1000 ms), an open order of the buyer's store picked from the
// seed, and ways to reach the screen's fields.
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Db, PurchaseOrderRow } from "../../mocks/store/tables.ts";
import { freshState, renderAt } from "../render.tsx";
import { EditQueuesProvider } from "../../src/features/purchase-orders/edit/edit-context.tsx";
import {
  editEnvironment,
  type EditDelays,
  type EditEnvironment,
} from "../../src/features/purchase-orders/edit/engine/environment.ts";
import { EditQueues } from "../../src/features/purchase-orders/edit/engine/queues.ts";
import { clearStashedEdits } from "../../src/features/purchase-orders/edit/engine/stash.ts";

export const BUYER = "buyer@example.com";
const SHORT_DELAYS = { items: 60, order: 40, search: 20, retry: 80, retryMax: 200 };

/** The screen tests' edit environment: the short delays (changed as `delays` says), real timers. */
export const shortEnvironment = (delays: Partial<EditDelays> = {}): EditEnvironment =>
  editEnvironment({ delays: { ...SHORT_DELAYS, ...delays } });

export const storeOf = (db: Db) => db.users.find((u) => u.email === BUYER)!.activeStoreId!;

// The queues of the page rendered last: the next page stops them, as a reload would, so none of an
// earlier test (a failure retrying on its timer) reaches the next.
let lastPage: EditQueues | null = null;

/**
 * A new page's edit queues in `environment`, and the `wrapper` that renders the app with them;
 * the previous page's queues stop. Their stash (a 401's) stays for this page to find.
 */
export function editPage(environment: EditEnvironment = shortEnvironment()) {
  lastPage?.forgetAll();
  const edits = new EditQueues(environment);
  lastPage = edits;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditQueuesProvider value={edits}>{children}</EditQueuesProvider>
  );
  return { edits, wrapper };
}

/** The seed as a fresh render will see it (the seed is deterministic; renderAt resets to it). */
export async function seed(): Promise<Db> {
  return (await freshState()).store.db;
}

/** The first order of the buyer's store in this status with at least two items. */
export const orderIn = (db: Db, status: PurchaseOrderRow["status"]) =>
  db.purchaseOrders.find((o) => o.storeId === storeOf(db) && o.status === status && o.items.length >= 2)!;

/**
 * Renders the edit page of the buyer's first order in `status`, its queues in `environment`, with no
 * 401 stash left by an earlier test; `stored()` reads the order back from the provider.
 */
export async function openEditor(
  status: PurchaseOrderRow["status"] = "OPEN",
  environment = shortEnvironment(),
) {
  const id = orderIn(await seed(), status).id;
  clearStashedEdits();
  const { edits, wrapper } = editPage(environment);
  const view = await renderAt(`/purchase-orders/${id}/modify`, { signedInAs: BUYER, wrapper });
  await screen.findByRole("button", { name: "Save Products" });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  // A copy: the provider edits its rows in place, so `stored()` is no record of what was there before.
  const initial = structuredClone(stored());
  return { ...view, id, stored, initial, edits };
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
