// An order's notes and files (extension "notes", D239-D241) on its view and during Check In Delivery:
// a buyer writes both notes and adds, opens and removes a file; a file that is not what its name says is
// refused in words; a receiver adds a photo with the camera while checking in and writes no note; nothing
// of it, and no call for it, against a spec-only provider.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../../mocks/store/tables.ts";
import type { ExtensionName } from "../../../../../schema/extensions.ts";
import { renderAt } from "../../../../../test/render.tsx";

/** A 1x1 PNG and a 1x1 baseline JPEG, whole (the provider checks their structure, D240). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([
  Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
  Buffer.from([0xff, 0xd9]),
]);
const BUYER = "buyer@example.com";
const RECEIVER = "receiver@example.com";

async function openOrder(
  email: string,
  status: string,
  extensions: ExtensionName[] = ["notes", "history"],
  path = "",
) {
  const view = await renderAt("/", { signedInAs: email, extensions });
  await screen.findByText("Where do you want to start?");
  const db: Db = view.provider.store.db;
  const storeId = db.users.find((u) => u.email === email)!.activeStoreId!;
  const order: PurchaseOrderRow = db.purchaseOrders.find(
    (o) => o.storeId === storeId && o.status === status,
  )!;
  act(() => view.location.navigate(`/purchase-orders/${order.id}${path}`));
  await screen.findByRole("heading", { level: 1, name: new RegExp(`Purchase Order #${order.id}$`) });
  return { ...view, db, order, user: userEvent.setup() };
}

const notes = () => screen.findByRole("region", { name: "Notes" });
const fileOf = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>("input[type=file]")!;

test("a buyer writes both notes; they show, keep their line breaks and are in the history", async () => {
  const { order, user } = await openOrder(BUYER, "OPEN");
  const region = await notes();
  assert.is((await within(region).findAllByText("None.")).length, 2);
  await user.click(within(region).getByRole("button", { name: "Edit Notes" }));
  assert.is(
    document.activeElement,
    within(region).getByLabelText("Internal Note"),
    "focus follows the press",
  );
  await user.type(within(region).getByLabelText("Internal Note"), "Ask Dana first");
  await user.type(within(region).getByLabelText("Note to Supplier"), "Back door{Enter}before 10 am");
  await user.click(within(region).getByRole("button", { name: "Save Notes" }));
  await within(region).findByText("Ask Dana first");
  assert.is(order.supplierNote, "Back door\nbefore 10 am");
  const history = await screen.findByRole("region", { name: "Order History" });
  await within(history).findByText("Note to supplier");
});

test("a buyer adds a file, sees who added it, opens it in a new tab and removes it", async () => {
  const { db, order, user } = await openOrder(BUYER, "OPEN");
  const region = await notes();
  await within(region).findByText("No files yet.");
  await user.upload(fileInput(region), fileOf(PNG, "label.png", "image/png"));
  const open = await within(region).findByRole("button", { name: "Open label.png" });
  const buyer = db.users.find((u) => u.email === BUYER)!;
  assert.match(
    within(region).getByRole("listitem").textContent!,
    `PNG · 1 KB · ${buyer.firstName} ${buyer.lastName}, `,
  );
  assert.is(db.orderAttachments.filter((a) => a.orderId === order.id).length, 1);

  const tab = { location: { href: "" }, close() {} };
  const opened: unknown[] = [];
  window.open = ((...args: unknown[]) => (opened.push(args), tab)) as typeof window.open;
  await user.click(open);
  await waitFor(() => assert.match(tab.location.href, /^blob:/));
  assert.is(opened.length, 1, "one tab, opened on the press");

  await user.click(within(region).getByRole("button", { name: "Remove label.png" }));
  await within(region).findByText("No files yet.");
  assert.is(within(region).getByRole("status").textContent, "label.png removed.");
});

test("a file that is not what its name says is refused in words, and nothing is added", async () => {
  const { db, order, user } = await openOrder(BUYER, "OPEN");
  const region = await notes();
  await within(region).findByText("No files yet.");
  await user.upload(
    fileInput(region),
    fileOf(Buffer.from("<html>not a pdf</html>"), "quote.pdf", "application/pdf"),
  );
  await waitFor(() =>
    assert.match(
      within(region).getByRole("status").textContent!,
      /^quote\.pdf was not added: The file is not a PDF, PNG or JPEG/,
    ),
  );
  assert.is(db.orderAttachments.filter((a) => a.orderId === order.id).length, 0);
});

test("a receiver writes no note on the view and adds no file to an OPEN order", async () => {
  await openOrder(RECEIVER, "OPEN");
  const region = await notes();
  await within(region).findByText("No files yet.");
  assert.is(within(region).queryByRole("button", { name: "Edit Notes" }), null);
  assert.is(within(region).queryByRole("button", { name: "Add File" }), null);
});

test("during Check In Delivery a receiver adds a photo with the back camera; the counts stay as they were", async () => {
  const { db, order, user } = await openOrder(RECEIVER, "ORDERED", ["notes"], "/check-in");
  const region = await screen.findByRole("region", { name: "Photos of This Delivery" });
  await within(region).findByText("No photos yet.");
  const input = fileInput(region);
  assert.is(input.getAttribute("accept"), "image/*");
  assert.is(input.getAttribute("capture"), "environment");
  await user.upload(input, fileOf(JPEG, "IMG_0001.jpg", "image/jpeg"));
  await within(region).findByRole("button", { name: "Open IMG_0001.jpg" });
  const [photo] = db.orderAttachments.filter((a) => a.orderId === order.id);
  assert.equal(
    [photo!.contentType, db.users.find((u) => u.id === photo!.userId)!.email],
    ["image/jpeg", RECEIVER],
  );
  assert.is(order.status, "ORDERED");
  assert.ok(screen.getByRole("button", { name: "Confirm Delivery" }));
});

test("against a spec-only provider neither the view nor Check In Delivery shows notes or photos", async () => {
  const { order } = await openOrder(RECEIVER, "ORDERED", [], "/check-in");
  await screen.findByRole("button", { name: "Confirm Delivery" });
  assert.is(screen.queryByRole("region", { name: "Photos of This Delivery" }), null);
  act(() => window.history.back());
  const view = await openOrder(BUYER, "OPEN", []);
  await screen.findByRole("button", { name: /PDF/ });
  assert.is(screen.queryByRole("region", { name: "Notes" }), null);
  assert.is(order.supplierNote, undefined);
  assert.is(view.db.orderAttachments.length, 0);
});

test.run();
