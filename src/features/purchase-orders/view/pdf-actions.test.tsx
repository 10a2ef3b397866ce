// The order view's PDF button against the fake provider (D16, D17): a real PDF downloaded under the
// spec's name, the split button only with a supplier and for a user who may send, and the spec's
// confirmation and toasts for sending to a supplier with and without an email.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { nextDownload } from "../../../../test/downloads.ts";
import { renderAt } from "../../../../test/render.tsx";

const OWNER = "owner@example.com";
const RECEIVER = "receiver@example.com";
const SEND_TEXT = "Are you sure you wish to email a supplier a copy of this purchase order?";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;

async function openOrder(email: string, change: (o: PurchaseOrderRow, db: Db) => void = () => {}) {
  const view = await renderAt("/", { signedInAs: email });
  await screen.findByText("Where do you want to start?");
  const db = view.provider.store.db;
  const order = db.purchaseOrders.find((o) => o.storeId === storeOf(db, email) && o.status === "ORDERED")!;
  view.provider.store.arrange((db) => change(order, db));
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order, user: userEvent.setup() };
}

/** Gives the order one of the store's suppliers, with or without an email. */
const supplierWith = (email: boolean) => (order: PurchaseOrderRow, db: Db) => {
  const supplier = db.suppliers.find((s) => s.storeId === order.storeId && (s.email !== "") === email)!;
  order.vendorId = supplier.id;
};

const panel = () => within(screen.getByRole("region", { name: /^Purchase Order #/ }));

test("'Generate PDF Printout' downloads a real PDF named PurchaseOrder-{poid}.pdf", async () => {
  const { order, user } = await openOrder(OWNER, (o) => void (o.vendorId = null));
  const download = nextDownload();
  await user.click(panel().getByRole("button", { name: "Generate PDF Printout" }));
  const { fileName, blob } = await download.arrived();
  assert.is(fileName, `PurchaseOrder-${order.id}.pdf`);
  const head = new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());
  assert.is(head, "%PDF-");
  await waitFor(() => assert.ok(panel().getByRole("button", { name: "Generate PDF Printout" })));
});

test("without a supplier the PDF button is a plain button", async () => {
  await openOrder(OWNER, (o) => void (o.vendorId = null));
  assert.ok(panel().getByRole("button", { name: "Generate PDF Printout" }));
  assert.is(panel().queryByRole("button", { name: "More PDF actions" }), null);
});

test("with a supplier it is a split button whose menu generates or sends the PDF", async () => {
  const { order, user } = await openOrder(OWNER, supplierWith(true));
  await user.click(panel().getByRole("button", { name: "More PDF actions" }));
  assert.equal(
    screen.getAllByRole("menuitem").map((item) => item.textContent),
    ["Generate PDF Printout", "Send PDF to Supplier"],
  );
  const download = nextDownload();
  await user.click(screen.getByRole("menuitem", { name: "Generate PDF Printout" }));
  assert.is((await download.arrived()).fileName, `PurchaseOrder-${order.id}.pdf`);
});

test("sending asks first; confirmed, the supplier is emailed and 'Email sent to supplier!' shows", async () => {
  const { order, provider, user } = await openOrder(OWNER, supplierWith(true));
  const before = provider.store.db.outbox.length;
  await user.click(panel().getByRole("button", { name: "More PDF actions" }));
  await user.click(screen.getByRole("menuitem", { name: "Send PDF to Supplier" }));
  await user.click(
    within(screen.getByRole("dialog", { name: SEND_TEXT })).getByRole("button", { name: "Confirm" }),
  );
  const notices = within(screen.getByRole("status", { name: "Notifications" }));
  assert.ok(await notices.findByText("Email sent to supplier!"));
  assert.is(provider.store.db.outbox.length, before + 1);
  const sent = provider.store.db.outbox.at(-1)!;
  const supplier = provider.store.db.suppliers.find((s) => s.id === order.vendorId)!;
  assert.equal([sent.purchaseOrderId, sent.to], [order.id, supplier.email]);
});

test("sending to a supplier without an email shows the spec's failure toast", async () => {
  const { provider, user } = await openOrder(OWNER, supplierWith(false));
  const before = provider.store.db.outbox.length;
  await user.click(panel().getByRole("button", { name: "More PDF actions" }));
  await user.click(screen.getByRole("menuitem", { name: "Send PDF to Supplier" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  assert.ok(
    await screen.findByText("Unable to send email. Please confirm that the supplier has an email attached."),
  );
  assert.is(provider.store.db.outbox.length, before);
});

test("cancelling the question sends nothing", async () => {
  const { provider, user } = await openOrder(OWNER, supplierWith(true));
  const before = provider.store.db.outbox.length;
  await user.click(panel().getByRole("button", { name: "More PDF actions" }));
  await user.click(screen.getByRole("menuitem", { name: "Send PDF to Supplier" }));
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(provider.store.db.outbox.length, before);
  assert.is(document.activeElement, panel().getByRole("button", { name: "More PDF actions" }));
});

test("a receiver, who may not send (D6), gets the plain PDF button even with a supplier", async () => {
  await openOrder(RECEIVER, supplierWith(true));
  assert.ok(panel().getByRole("button", { name: "Generate PDF Printout" }));
  assert.is(panel().queryByRole("button", { name: "More PDF actions" }), null);
});

test.run();
