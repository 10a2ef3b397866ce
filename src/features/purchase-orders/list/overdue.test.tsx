// Overdue orders (issue 30 item 5, D230): an order ORDERED more than N days ago (N 14, or what this device
// keeps for the store) is marked "Overdue" in words on the list and on its view, and "Overdue Only"
// (kept in the URL) lists just those; Store Information sets N. Against a spec-only provider (D231), where
// the N days are the only rule; with expected arrival days the day decides (arrival.test.tsx, D249).
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderApp, renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";

const OWNER = "owner@example.com";
const DAY = 86_400_000;

/** Two ORDERED orders of the owner's store, ordered 30 and 3 days ago, on a spec-only provider. */
async function arranged(path = "/purchase-orders") {
  const view = await renderAt(path, { signedInAs: OWNER, extensions: [] });
  const db = view.provider.store.db;
  const store = db.users.find((u) => u.email === OWNER)!.activeStoreId!;
  const ordered = db.purchaseOrders.filter((o) => o.storeId === store && o.status === "ORDERED");
  const [late, recent] = ordered as [PurchaseOrderRow, PurchaseOrderRow];
  view.provider.store.arrange((_: Db) => {
    late.dateOrdered = new Date(Date.now() - 30 * DAY).toISOString();
    recent.dateOrdered = new Date(Date.now() - 3 * DAY).toISOString();
    for (const other of ordered.slice(2)) other.dateOrdered = new Date(Date.now() - DAY).toISOString();
  });
  cleanup();
  await renderApp(path.replace(":late", String(late.id)).replace(":recent", String(recent.id)));
  return { late, recent };
}

const statusOf = (id: number) => tableRows("Purchase Orders").find((cells) => cells[0] === `PO-${id}`)?.[7];

test("Overdue Only lists just the orders ORDERED more than 14 days ago, marked in words, and the URL keeps it", async () => {
  const { late, recent } = await arranged();
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Overdue Only" }));
  await screen.findByText("1 order ORDERED more than 14 days ago");
  assert.equal(
    tableRows("Purchase Orders").map((cells) => [cells[0], cells[7]]),
    [[`PO-${late.id}`, "ORDERED Overdue"]],
  );
  assert.is(statusOf(recent.id), undefined);
  assert.is(screen.getByRole("button", { name: "Overdue Only" }).getAttribute("aria-pressed"), "true");
  assert.is(screen.queryByRole("group", { name: "Status" }), null, "the statuses wait while it is on");
  await user.click(screen.getByRole("button", { name: "Clear Filter" }));
  await screen.findByRole("group", { name: "Status" });
});

test("a link with overdue=1 opens the overdue list", async () => {
  const { late } = await arranged("/purchase-orders?overdue=1");
  await screen.findByText("1 order ORDERED more than 14 days ago");
  assert.is(statusOf(late.id), "ORDERED Overdue");
});

test("the order view says an overdue order is overdue and for how long; a recent one says nothing", async () => {
  await arranged("/purchase-orders/:late");
  assert.ok(await screen.findByText("ordered 30 days ago, more than the store's 14"));
  cleanup();
  await arranged("/purchase-orders/:recent");
  await screen.findByRole("heading", { level: 1, name: /^Purchase Order #/ });
  assert.is(screen.queryByText("Overdue"), null);
});

test("Store Information sets N for this device: 2 days makes the 3-day-old order overdue too", async () => {
  const { recent } = await arranged("/settings/store");
  const user = userEvent.setup();
  const field = await screen.findByRole("spinbutton", { name: "Orders are overdue after (days)" });
  await user.clear(field);
  await user.type(field, "0");
  await user.click(screen.getByRole("button", { name: "Save" }));
  assert.ok(screen.getByText("Enter a whole number of days from 1 to 365."));
  await user.clear(field);
  await user.type(field, "2");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByText("Orders ORDERED more than 2 days ago are now overdue on this device.");
  cleanup();
  await renderApp("/purchase-orders?overdue=1");
  await screen.findByText("2 orders ORDERED more than 2 days ago");
  assert.is(statusOf(recent.id), "ORDERED Overdue");
});

test.run();
