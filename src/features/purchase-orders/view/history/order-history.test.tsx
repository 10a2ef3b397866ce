// The order view's history (extension "history", D232): the provider's record of the order's changes,
// newest first, paged, exported as its own CSV; and the same view against a spec-only provider (D231):
// no history, no placeholder, and no call beyond the one probe.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Provider } from "../../../../../mocks/provider.ts";
import { changeStatus } from "../../../../../mocks/rules/purchase-order-status.ts";
import { updatePurchaseOrder, type UpdateInput } from "../../../../../mocks/rules/purchase-orders.ts";
import { currentRole, type Session } from "../../../../../mocks/rules/session.ts";
import type { ExtensionName } from "../../../../../schema/extensions.ts";
import { downloadCsv, today } from "../../../../../test/csv.ts";
import { renderAt } from "../../../../../test/render.tsx";
import { recentCalls } from "../../../../api/call-log.ts";

const OWNER = "owner@example.com";

/** The owner's session as the provider's rules take it: the writes below are the owner's. */
function ownerSession(provider: Provider): Session {
  const { db } = provider.store;
  const user = db.users.find((u) => u.email === OWNER)!;
  return {
    user,
    storeId: user.activeStoreId,
    permissions: currentRole(db, user.id, user.activeStoreId).permissions,
  };
}

/**
 * Signs in, makes `changes` through the provider's own rules (so it records them), then opens an OPEN
 * order of the owner's store with at least one line.
 */
async function openChanged(
  changes: (id: string, session: Session, provider: Provider) => void,
  extensions: ExtensionName[] = ["history"],
) {
  const view = await renderAt("/", { signedInAs: OWNER, extensions });
  await screen.findByText("Where do you want to start?");
  const session = ownerSession(view.provider);
  const order = view.provider.store.db.purchaseOrders.find(
    (o) => o.storeId === session.storeId && o.status === "OPEN" && o.items.length > 0,
  )!;
  const before = structuredClone(order); // the rules change the row itself
  changes(String(order.id), session, view.provider);
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order, before, session, user: userEvent.setup() };
}

const edit = (provider: Provider, session: Session, input: UpdateInput) =>
  updatePurchaseOrder(provider, session, input);

/** A paragraph's words as read: drawn parts (aria-hidden) left out, its parts apart. */
const read = (paragraph: Element) => {
  const copy = paragraph.cloneNode(true) as Element;
  for (const drawn of copy.querySelectorAll('[aria-hidden="true"]')) drawn.remove();
  return [...copy.childNodes]
    .map((node) => node.textContent!.trim())
    .filter(Boolean)
    .join(" ");
};

/** The history's entries, newest first: "what from to to | line | by who · when". */
const entries = async () => {
  const region = await screen.findByRole("region", { name: "Order History" });
  await within(region).findByRole("list");
  return within(region)
    .getAllByRole("listitem")
    .map((item) => [...item.querySelectorAll("p")].map(read).join(" | "));
};

test("the view lists the order's changes newest first: what, on which line, from and to, who and when", async () => {
  const { before, session } = await openChanged((id, session, provider) => {
    const line = provider.store.db.purchaseOrders.find((o) => String(o.id) === id)!.items[0]!;
    edit(provider, session, { id, shippingCost: 7.5 });
    edit(provider, session, { id, itemUpdates: [{ id: String(line.id), quantity: line.quantity + 3 }] });
    changeStatus(provider, session, id, "ORDERED");
  });
  const owner = `${session.user.firstName} ${session.user.lastName}`;
  const shown = await entries();
  assert.is(shown.length, 3);
  const line = before.items[0]!;
  assert.match(shown[0]!, /^Status OPEN to ORDERED \| by /);
  assert.match(
    shown[1]!,
    new RegExp(`^Quantity ${line.quantity} to ${line.quantity + 3} \\| .+ \\(.+\\) \\| by `),
  );
  assert.match(shown[2]!, `Shipping $${(before.shippingCents / 100).toFixed(2)} to $7.50 | by ${owner}`);
  for (const entry of shown) assert.match(entry, ` | by ${owner} · `);
  assert.ok(screen.getByText("3 of 3 changes"));
  // The arrow is drawn; "to" is what a screen reader hears.
  assert.is(document.querySelectorAll('.history-values [aria-hidden="true"]').length, 3);
});

test("ten changes at a time: Show Older Changes reads the next page and adds it below", async () => {
  const { user } = await openChanged((id, session, provider) => {
    for (let cents = 101; cents <= 112; cents++) edit(provider, session, { id, shippingCost: cents / 100 });
  });
  assert.is((await entries()).length, 10);
  assert.ok(screen.getByText("10 of 12 changes"));
  assert.match((await entries())[0]!, /^Shipping \$1\.11 to \$1\.12/);
  await user.click(screen.getByRole("button", { name: "Show Older Changes" }));
  await waitFor(() => assert.ok(screen.getByText("12 of 12 changes")));
  const all = await entries();
  assert.match(all[11]!, /^Shipping .+ to \$1\.01/);
  assert.is(screen.queryByRole("button", { name: "Show Older Changes" }), null);
});

test("a change made on the view shows in its history at once", async () => {
  const { user } = await openChanged((id, session, provider) =>
    edit(provider, session, { id, shippingCost: 2 }),
  );
  assert.is((await entries()).length, 1);
  await user.click(screen.getByRole("button", { name: "Mark As Ordered" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
  await waitFor(async () => assert.match((await entries())[0]!, /^Status OPEN to ORDERED/));
});

test("Export History saves every change, newest first, as its own CSV file", async () => {
  const { order, before, user, session } = await openChanged((id, session, provider) => {
    edit(provider, session, { id, discount: "12.5%" });
    edit(provider, session, { id, discount: "-2" });
  });
  // On screen a fixed discount reads as the amount it takes off; the file keeps what was recorded.
  assert.match((await entries())[0]!, /^Order discount 12\.5% to -\$2\.00 \| /);
  const { fileName, records } = await downloadCsv(() =>
    user.click(screen.getByRole("button", { name: "Export History" })),
  );
  assert.is(fileName, `purchase-order-${order.id}-history-${today()}.csv`);
  const owner = `${session.user.firstName} ${session.user.lastName}`;
  assert.equal(records, [
    ["When", "Who", "What", "Line", "From", "To"],
    [records[1]![0]!, owner, "Order discount", "", "12.5%", "-2"],
    [records[2]![0]!, owner, "Order discount", "", before.discount, "12.5%"],
  ]);
  for (const record of records.slice(1)) assert.ok(!Number.isNaN(Date.parse(record[0]!)), "ISO 8601 times");
});

test("against a spec-only provider the view is as before: no history or expected arrival, and no call but the one probe", async () => {
  const { order } = await openChanged(
    (id, session, provider) => edit(provider, session, { id, shippingCost: 3 }),
    [],
  );
  await screen.findByRole("table", { name: "Added Products" });
  await waitFor(() => assert.ok(recentCalls().some((c) => c.name === "ProviderExtensions")));
  assert.is(screen.queryByRole("region", { name: "Order History" }), null);
  assert.is(screen.queryByRole("region", { name: "Expected Arrival" }), null);
  assert.is(screen.queryByText(/history|expected arrival/i), null);
  const calls = recentCalls();
  assert.equal(
    calls.filter((c) => c.name === "ProviderExtensions").map((c) => c.status),
    [200],
    "asked once, answered",
  );
  assert.not.ok(
    calls.some((c) => c.name === "OrderHistory" || c.name === "ExpectedArrival"),
    "no extension's read is ever asked for",
  );
  assert.ok(
    calls.every((c) => c.status === 200),
    JSON.stringify(calls),
  );
  assert.ok(screen.getByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 }));
});

test.run();
