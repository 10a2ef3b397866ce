// A report carries the page's details after the user's words (issue 16 #6, D82): path, version, viewport,
// active store and the last calls by name, and nothing personal: no token, email, body or query string.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../../mocks/store/tables.ts";
import { renderAt } from "../../../test/render.tsx";
import type { LoggedCall } from "../../api/call-log.ts";
import { storedToken } from "../../session/storage.ts";
import { splitReport } from "../../ui/report-message.tsx";
import { detailsBlock, reportMessage, type ReportContext } from "./report-details.ts";

const BUYER = "buyer@example.com";
const storeOf = (db: Db) => db.users.find((u) => u.email === BUYER)!.activeStoreId!;

test("a report sent from an order's view carries its path, version, viewport, store and calls", async () => {
  const view = await renderAt("/", { signedInAs: BUYER });
  await screen.findByText("Where do you want to start?");
  const db = view.provider.store.db;
  const order = db.purchaseOrders.find((o) => o.storeId === storeOf(db))!;
  const store = db.stores.find((s) => s.id === storeOf(db))!;
  act(() => view.location.navigate(`/purchase-orders/${order.id}?from=list`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Report an issue" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Report An Issue" }));
  await user.type(dialog.getByPlaceholderText("Describe your issue here."), "Totals are off");
  await user.click(dialog.getByRole("button", { name: "Send Feedback" }));
  await waitFor(() => assert.is(view.provider.store.db.feedback.length, 1));

  const { words, details } = splitReport(view.provider.store.db.feedback[0]!.message);
  assert.is(words, "Totals are off");
  const lines = details!.split("\n");
  assert.is(lines[0], "--- Report details ---");
  assert.is(lines[1], `Path: /purchase-orders/${order.id}`, "the path, without its query string");
  assert.match(lines[2]!, /^Version: \S+/);
  assert.match(lines[3]!, /^Viewport: \d+ x \d+ CSS px, device pixel ratio \d/);
  assert.is(lines[4], `Store: ${store.name} (id ${store.id})`);
  assert.match(lines[5]!, /^Last calls, oldest first \(\d+\):$/);
  const calls = lines.slice(6);
  assert.ok(
    calls.some((line) => /POST\s+PurchaseOrder\s+200\s+\d+ ms$/.test(line)),
    details!,
  );
  assert.ok(
    calls.some((line) => /POST\s+authentication\/login\s+200/.test(line)),
    "REST by its path",
  );

  const token = storedToken()!;
  assert.not.ok(details!.includes(token.slice(-20)), "no token");
  assert.not.ok(details!.includes("@"), "no email address");
  assert.not.ok(details!.includes("Bearer"), "no header");
  assert.not.ok(details!.includes("?"), "no query string");
  assert.not.ok(details!.includes("{"), "no body");
});

const call = (name: string): LoggedCall => ({
  method: "POST",
  name,
  status: 200,
  ms: 12,
  at: "2026-11-01T10:00:00.000Z",
});
const context: ReportContext = {
  path: "/purchase-orders/7",
  version: "1.2.3",
  viewport: { width: 390, height: 844, ratio: 3 },
  store: { id: "1", name: "Maple Street Market" },
  calls: Array.from({ length: 20 }, (_, index) => call(`Operation${index}`)),
};

test("the block lists the calls oldest first, a call without an answer as ---", () => {
  const block = detailsBlock({
    ...context,
    calls: [call("Products"), { ...call("PurchaseOrder"), status: 0 }],
  });
  assert.equal(block.split("\n").slice(5), [
    "Last calls, oldest first (2):",
    "  10:00:00Z  POST    Products       200  12 ms",
    "  10:00:00Z  POST    PurchaseOrder  ---  12 ms",
  ]);
});

test("a long report keeps within the provider's limit by leaving out the oldest calls first", () => {
  const words = "x".repeat(4000);
  const message = reportMessage(words, context, 4600);
  assert.ok(message.length <= 4600, String(message.length));
  assert.ok(message.startsWith(`${words}\n\n--- Report details ---`));
  assert.not.ok(message.includes("Operation0 "), "the oldest call left out");
  assert.ok(message.includes("Operation19"), "the newest call kept");
  assert.is(reportMessage("y".repeat(4700), context, 4600), "y".repeat(4700), "words too long go alone");
});

test.run();
