// Check In Delivery (issue 16, D64-D66) against the seeded fake store: who is offered it, scans and typed
// counts, the marks, the spec's confirmation, what the provider stores, and a count kept over a reload.
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { endOutage, quietly, startOutage } from "../../../../test/failure-kit.tsx";
import { renderApp } from "../../../../test/render.tsx";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { UI_TEXT } from "../../../ui/strings.ts";
import {
  lineRows,
  openOrdered,
  RECEIVER,
  scan,
  scanField,
} from "../../../../test/purchase-orders/check-in-kit.tsx";

const checkIn = (id: number) => `/purchase-orders/${id}/check-in`;
const view = (id: number) => `/purchase-orders/${id}`;
const MARK_RECEIVED = "Are you sure you want to mark this purchase order as received?";

test("a receiver's ORDERED order offers Check In Delivery, which opens the count with the scan field focused", async () => {
  const { order } = await openOrdered(RECEIVER, view);
  await userEvent.click(await screen.findByRole("link", { name: "Check In Delivery" }));
  await screen.findByRole("heading", { level: 1, name: `Check In Delivery: Purchase Order #${order.id}` });
  await waitFor(() => assert.is(document.activeElement, scanField()));
});

test("a buyer is not offered Check In Delivery, and its address shows the not-found page", async () => {
  const { order, location } = await openOrdered("buyer@example.com", view);
  await screen.findByRole("button", { name: "Reopen Purchase Order" });
  assert.is(screen.queryByRole("link", { name: "Check In Delivery" }), null);
  act(() => location.navigate(checkIn(order.id)));
  await screen.findByText("Hmm...this page doesn't exist. Try searching for something else!");
});

test("each scan adds 1 to its line, by SKU, UPC/MPN, variation SKU or product SKU, and the marks say short or over in words", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const variation = lines.varied.variations[0]!;
  await scan(lines.plain.sku);
  await scan(` ${lines.plain.mpn.toLowerCase()} `);
  await scan(variation.sku);
  await scan(lines.varied.sku); // the product's SKU names its only line on the order
  await scan(variation.sku);
  assert.equal(lineRows(), [
    [lines.plain.name, "3", "2", "Short by 1"],
    [variation.name, "2", "3", "Over by 1"],
  ]);
  const said = screen.getByText(`Added 1 to ${variation.name}: 3 of 2 counted.`);
  assert.is(said.getAttribute("role"), "status");
  assert.is(
    document.querySelector(".check-in-summary")?.textContent,
    "5 of 5 items counted \u00b7 1 line short \u00b7 1 line over",
  );
  assert.is(document.activeElement, scanField());
});

test("an unknown code and a code matching two lines say so in an alert and count nothing", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn, { twice: true });
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan("NO-SUCH-CODE");
  assert.is(
    (await screen.findByRole("alert")).textContent,
    "No line on this order matches \u201cNO-SUCH-CODE\u201d.",
  );
  assert.is(scanField().getAttribute("aria-invalid"), "true");
  await scan(lines.plain.sku);
  assert.match(screen.getByRole("alert").textContent!, "matches more than one line");
  assert.equal(
    lineRows().map((row) => row[2]),
    ["0", "0", "0"],
  );
});

test("counts can be typed; one that is not a whole number of 0 or more is refused and holds the confirm", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  const input = screen.getByRole("textbox", { name: `Counted of ${lines.plain.name}` });
  await user.clear(input);
  // Pasted: typed, the "." would start a scan (D154).
  await user.paste("1.5");
  assert.ok(screen.getByText("Enter a whole number of 0 or more."));
  const confirm = screen.getByRole("button", { name: "Confirm Delivery" });
  assert.is(confirm.getAttribute("aria-disabled"), "true");
  await user.clear(input);
  await user.type(input, "4{Enter}");
  assert.is(confirm.getAttribute("aria-disabled"), null);
  assert.equal(lineRows()[0], [lines.plain.name, "3", "4", "Over by 1"]);
  assert.is(document.activeElement, scanField());
});

test("a scan that starts in a Counted box goes on in the scan field and counts its line; the typed count stays", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const variation = lines.varied.variations[0]!;
  assert.match(variation.sku, /^\D/, "a code that starts with a letter, as a SKU does");
  const user = userEvent.setup({ delay: null });
  const input = screen.getByRole("textbox", { name: `Counted of ${lines.plain.name}` });
  await user.clear(input);
  // A count typed, then a scan without Enter first: the scanner types fast and ends with Enter.
  await user.type(input, `5${variation.sku}{Enter}`);
  assert.equal(lineRows(), [
    [lines.plain.name, "3", "5", "Over by 2"],
    [variation.name, "2", "1", "Short by 1"],
  ]);
  assert.is(screen.queryByText("Enter a whole number of 0 or more."), null);
  assert.is(document.activeElement, scanField());
  assert.is((scanField() as HTMLInputElement).value, "", "the scan was entered");
});

test("a letter typed in a Counted box moves to the scan field with it; Enter there goes back to the scan field", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: `Counted of ${lines.plain.name}` });
  await user.click(input);
  await user.keyboard("x");
  assert.is(document.activeElement, scanField());
  assert.is((scanField() as HTMLInputElement).value, "x");
  assert.is(input.value, "0", "the count is as it was");
  await user.clear(input);
  await user.type(input, "2{Enter}");
  assert.is(document.activeElement, scanField());
  assert.equal(lineRows()[0], [lines.plain.name, "3", "2", "Short by 1"]);
});

test("confirming asks the spec's question, marks the order received and stores the counted quantities", async () => {
  const { order, lines, provider, location } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan(lines.plain.sku);
  await scan(lines.plain.sku);
  await scan(lines.varied.variations[0]!.sku);
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  const dialog = await screen.findByRole("dialog", { name: MARK_RECEIVED });
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(location.history!.at(-1), view(order.id)));
  const stored = provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  assert.is(stored.status, "RECEIVED");
  assert.equal(
    stored.items.map((item) => [item.id, item.quantity]),
    [
      [990001, 2],
      [990002, 1],
    ],
  );
  assert.is(localStorage.getItem(`check-in:${order.storeId}:${order.id}`), null);
});

test("a count in progress survives a reload", async () => {
  const { order, lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan(lines.plain.sku);
  cleanup();
  await renderApp(checkIn(order.id));
  await screen.findByRole("list", { name: "Delivered Products" });
  assert.equal(lineRows()[0], [lines.plain.name, "3", "1", "Short by 2"]);
  assert.is(screen.queryByText(/This order changed since the count was started/), null);
});

test("a count the device's storage refuses is still counted, and the screen says a reload would lose it", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const real = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
  const storage = localStorage;
  const full = {
    getItem: (key: string) => storage.getItem(key),
    removeItem: (key: string) => storage.removeItem(key),
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  };
  Object.defineProperty(globalThis, "localStorage", { value: full, configurable: true });
  try {
    await scan(lines.plain.sku);
    await screen.findByText(
      "This count could not be kept on this device: it is lost if the page is reloaded.",
    );
    assert.equal(lineRows()[0], [lines.plain.name, "3", "1", "Short by 2"]);
  } finally {
    Object.defineProperty(globalThis, "localStorage", real);
  }
});

/**
 * Opens the count, scans the plain line once unless `scanFirst` is false, leaves the page, lets
 * `meanwhile` touch the device's storage, then opens it again with no connection.
 */
async function reopenOffline({ scanFirst = true, meanwhile = () => {} } = {}) {
  const { order, lines, provider } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  if (scanFirst) await scan(lines.plain.sku);
  cleanup();
  meanwhile();
  startOutage(provider, "offline");
  await renderApp(checkIn(order.id));
  return { lines, provider };
}

/** The service is back, and Try Again is pressed. */
async function backOnline(provider: Parameters<typeof endOutage>[0]) {
  endOutage(provider);
  await userEvent.setup().click(screen.getByRole("button", { name: UI_TEXT.unavailable.retry }));
}

test("a count in progress opens again after a reload with no connection, and Try Again goes on with the order read", () =>
  quietly(async () => {
    const { lines, provider } = await reopenOffline();
    await screen.findByRole("list", { name: "Delivered Products" });
    assert.equal(lineRows()[0], [lines.plain.name, "3", "1", "Short by 2"]);
    assert.match((await screen.findByRole("alert")).textContent!, UI_TEXT.unavailable.reason);
    await scan(lines.plain.sku);
    assert.equal(lineRows()[0], [lines.plain.name, "3", "2", "Short by 1"], "counting goes on offline");
    await backOnline(provider);
    await waitFor(() => assert.is(screen.queryByText(UI_TEXT.unavailable.reason, { exact: false }), null));
    assert.equal(lineRows()[0], [lines.plain.name, "3", "2", "Short by 1"], "the count stays");
  }));

test("a kept copy of the order that no longer reads as one (an older build's) is not shown offline", () =>
  quietly(async () => {
    const { lines, provider } = await reopenOffline({
      meanwhile: () => {
        const key = Object.keys(localStorage).find((k) => k.startsWith("check-in:"))!;
        const saved = JSON.parse(localStorage.getItem(key)!);
        delete saved.order.items[0].quantity;
        localStorage.setItem(key, JSON.stringify(saved));
      },
    });
    assert.ok(await screen.findByRole("heading", { name: UI_TEXT.unavailable.title }));
    await backOnline(provider);
    await screen.findByRole("list", { name: "Delivered Products" });
    assert.equal(lineRows()[0], [lines.plain.name, "3", "1", "Short by 2"], "the count itself is kept");
  }));

test("with no connection and no count on this device, the screen says the service could not be reached", () =>
  quietly(async () => {
    await reopenOffline({ scanFirst: false });
    assert.ok(await screen.findByRole("heading", { name: UI_TEXT.unavailable.title }));
    assert.is(screen.queryByRole("list", { name: "Delivered Products" }), null);
  }));

test("a count resumed after the order changed says so and keeps the counts of lines still on it", async () => {
  const { order, lines, provider } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan(lines.plain.sku);
  await scan(lines.varied.variations[0]!.sku);
  cleanup();
  provider.store.arrange(() => {
    order.items = order.items.filter((item) => item.id === 990001);
    order.items[0]!.quantity = 7;
  });
  await renderApp(checkIn(order.id));
  await screen.findByText(/This order changed since the count was started/);
  assert.equal(lineRows(), [[lines.plain.name, "7", "1", "Short by 6"]]);
});

test("when the counts cannot be written after marking received, the screen says so, keeps them, and Save Counted Quantities finishes", async () => {
  const { order, lines, provider } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan(lines.plain.sku);
  const { server } = await sharedInProcessProvider();
  server.use(unavailableFor("UpdatePurchaseOrder"));
  try {
    await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    const alert = await quietly(() =>
      screen.findByText(/The order is marked received, but the counted quantities were not saved/),
    );
    assert.is(alert.getAttribute("role"), "alert");
  } finally {
    server.resetHandlers();
  }
  const stored = () => provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  assert.is(stored().status, "RECEIVED");
  assert.is(stored().items[0]!.quantity, 3);
  await userEvent.click(await screen.findByRole("button", { name: "Save Counted Quantities" }));
  await waitFor(() => assert.is(stored().items[0]!.quantity, 1));
  assert.is(stored().items[1]!.quantity, 0, "the line nothing counted is received as 0");
});

test("lines changed since they were shown stop Confirm Delivery before anything is sent, and the screen says so", async () => {
  const { order, lines, provider } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  await scan(lines.plain.sku);
  // A buyer reopened the order, removed the variation's line and ordered it again, unseen by this screen.
  provider.store.arrange(() => void (order.items = order.items.filter((item) => item.id === 990001)));
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
  const said = await screen.findByText(/^This order changed since it was shown/);
  assert.is(said.getAttribute("role"), "alert");
  const stored = provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  assert.is(stored.status, "ORDERED");
  assert.equal(lineRows(), [[lines.plain.name, "3", "1", "Short by 2"]]);
});

test("counts the provider would refuse, past the money cap, are said at once and Confirm Delivery changes nothing", async () => {
  const { order, lines, provider } = await openOrdered(RECEIVER, checkIn);
  // $100,000.00 a unit: a million of them is far past the $1,000,000,000.00 an order may come to (D7).
  provider.store.arrange(() => void (order.items[0]!.unitCostCents = 100_000_00));
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  const input = screen.getByRole("textbox", { name: `Counted of ${lines.plain.name}` });
  await user.clear(input);
  await user.type(input, "1000000");
  const said = await screen.findByText(/more than the \$1,000,000,000\.00 an order may come to/);
  assert.is(said.getAttribute("role"), "alert");
  assert.match(said.textContent!, "nothing was changed");
  await user.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  assert.is(screen.queryByRole("dialog"), null);
  const stored = provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  assert.is(stored.status, "ORDERED");
  assert.equal(
    stored.items.map((item) => item.quantity),
    [3, 2],
  );
});

test("an order that is no longer ORDERED, with no count on this device, says a delivery is checked in while ORDERED", async () => {
  const { order, provider } = await openOrdered(RECEIVER, view);
  await screen.findByRole("link", { name: "Check In Delivery" });
  provider.store.arrange(() => void (order.status = "RECEIVED"));
  cleanup();
  await renderApp(checkIn(order.id));
  await screen.findByText("This order is RECEIVED. A delivery is checked in while its order is ORDERED.");
  assert.ok(screen.getByRole("link", { name: `Return To Purchase Order #${order.id}` }));
});

test.run();
