// The demo panel's outbox (D16, D14): newest first; a purchase-order email offers its PDF when the
// session can fetch it and says why not otherwise; an invite's path is a link into the app.
import { screen, waitFor } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Provider } from "../../../../mocks/provider.ts";
import { rest } from "../../../api/http.ts";
import { nextDownload } from "../../../../test/downloads.ts";
import { OWNER, openPanel, renderDemo } from "../../../../test/demo-kit.tsx";

/** An order of `storeId` given a supplier with an email, so it can be sent. */
function sendableOrder(provider: Provider, storeId: number) {
  const { db } = provider.store;
  const order = db.purchaseOrders.find((o) => o.storeId === storeId)!;
  const supplier = db.suppliers.find((s) => s.storeId === storeId && s.email !== "")!;
  provider.store.arrange(() => void (order.vendorId = supplier.id));
  return { order, supplier };
}

const activeStoreOf = (provider: Provider, email: string) =>
  provider.store.db.users.find((u) => u.email === email)!.activeStoreId!;

test("a fresh seed's outbox says it is empty and how messages get there", async () => {
  const { user } = await renderDemo("/", { signedInAs: OWNER });
  const panel = await openPanel(user);
  assert.ok(await panel.findByText(/^No messages yet\./));
});

test("the outbox lists the email sent for a purchase order, and its PDF downloads", async () => {
  const { provider, user } = await renderDemo("/", { signedInAs: OWNER });
  const { order, supplier } = sendableOrder(provider, activeStoreOf(provider, OWNER));
  await rest("sendPurchaseOrder", { params: { id: order.id } });

  const panel = await openPanel(user);
  const subject = await panel.findByRole("heading", { name: new RegExp(`PO-${order.id}\\b`) });
  const message = subject.closest("article")!;
  assert.match(message.textContent!, "Purchase order");
  assert.match(message.textContent!, supplier.email);

  const download = nextDownload();
  await user.click(panel.getByRole("button", { name: "Download PDF" }));
  const { fileName, blob } = await download.arrived();
  assert.is(fileName, `PurchaseOrder-${order.id}.pdf`);
  assert.is(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer()), "%PDF-");
});

/** An email for `order` as the provider writes it, straight into the outbox. */
function mailed(
  provider: Provider,
  order: { id: number; storeId: number },
  createdAt = new Date().toISOString(),
) {
  const store = provider.store.db.stores.find((s) => s.id === order.storeId)!;
  provider.store.arrange((db) =>
    db.outbox.push({
      id: provider.store.nextId(db),
      storeId: store.id,
      kind: "purchase-order",
      to: "orders@supplier.example",
      subject: `Purchase Order PO-${order.id} from ${store.name}`,
      body: "Please find the order attached.",
      purchaseOrderId: order.id,
      createdAt,
    }),
  );
}

test("the newest message is listed first, whatever order the outbox stores them in", async () => {
  const { provider, user } = await renderDemo("/", { signedInAs: OWNER });
  const [older, newer] = provider.store.db.purchaseOrders;
  mailed(provider, older!, "2026-01-02T09:00:00.000Z");
  mailed(provider, newer!, "2026-01-03T09:00:00.000Z");
  const panel = await openPanel(user);
  await panel.findByRole("heading", { name: new RegExp(`PO-${older!.id}\\b`) });
  assert.equal(
    panel.getAllByRole("heading", { level: 3 }).map((h) => h.textContent!.match(/PO-\d+/)![0]),
    [`PO-${newer!.id}`, `PO-${older!.id}`],
  );
});

test("another store's order email explains that its PDF needs that store", async () => {
  const { provider, user } = await renderDemo("/", { signedInAs: OWNER });
  const other = provider.store.db.stores.find((s) => s.id !== activeStoreOf(provider, OWNER))!;
  mailed(provider, sendableOrder(provider, other.id).order);
  const panel = await openPanel(user);
  await user.click(await panel.findByRole("button", { name: "Download PDF" }));
  assert.ok(await panel.findByText(/^This order is not in the store you are signed in to\./));
});

test("signed out, a purchase-order email says to sign in instead of offering the PDF", async () => {
  const { provider, user } = await renderDemo("/");
  const order = provider.store.db.purchaseOrders[0]!;
  mailed(provider, order);
  const panel = await openPanel(user);
  await panel.findByRole("heading", { name: new RegExp(`PO-${order.id}\\b`) });
  assert.ok(panel.getByText("Sign in to the store that sent this order to download its PDF."));
  assert.is(panel.queryByRole("button", { name: "Download PDF" }), null);
});

test("an invite's path is a link to the app's joinStore screen under the base path", async () => {
  const { provider, user, location } = await renderDemo("/demo/", {
    signedInAs: OWNER,
    config: { basePath: "/demo/" },
  });
  const storeId = activeStoreOf(provider, OWNER);
  const role = provider.store.db.roles.find((r) => r.storeId === storeId && r.name === "Buyer")!;
  const invite = await rest("createInvite", { body: { email: "new.hire@example.com", roleId: role.id } });
  const path = `/joinStore/${invite.data.token}`;

  const panel = await openPanel(user);
  const link = await panel.findByRole("link", { name: path });
  assert.is(link.getAttribute("href"), `/demo${path}`);
  await user.click(link);
  await waitFor(() => assert.is(location.history.at(-1), `/demo${path}`));
  assert.is(screen.queryByRole("dialog", { name: "Demo panel" }), null, "the panel closed");
});

test.run();
