// Issue 12, "numbers a buyer can check": on the order view every line shows its discount and its total,
// each line reads Quantity x Cost - Discount = Line Total, and the Line Totals shown add up to the
// Subtotal shown; on the edit screen the Line Totals shown add up to its Subtotal too. Checked on every
// order of the default seed, in every store (the edit screen: every order that may be edited).
import { act, screen, within } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { freshState, renderApp, signInStored } from "../../../../test/render.tsx";
import type { Db } from "../../../../mocks/store/tables.ts";
import { details, editPage } from "../../../../test/purchase-orders/edit-test-kit.tsx";
import { tableRecords } from "../../../../test/table.ts";

// The owner belongs to every seeded store; signing in opens the store the account has active.
const OWNER = "owner@example.com";

/** "$1,234.50" or "-$2.50 (10%)" as cents; only the amount counts. */
function cents(text: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d\d)\b/.exec(text);
  assert.ok(match, `"${text}" is an amount`);
  const [, sign, dollars, fraction] = match;
  return (sign ? -1 : 1) * (Number(dollars!.replace(/,/g, "")) * 100 + Number(fraction));
}

/** The Added Products rows as {column: text}. */
const lines = () => tableRecords("Added Products");

function subtotalShown(): string {
  const panel = within(screen.getByRole("region", { name: /^Purchase Order #/ }));
  const term = panel.getAllByRole("term").find((dt) => dt.textContent === "Subtotal")!;
  return term.nextElementSibling!.textContent!;
}

/** The seed, and for each of its stores the app rendered at "/" signed in as the owner in that store. */
async function* eachStore(render: (path: string) => ReturnType<typeof renderApp> = renderApp) {
  const seeded: Db = structuredClone((await freshState()).store.db);
  for (const store of seeded.stores) {
    const provider = await freshState();
    provider.store.arrange((db) => void (db.users.find((u) => u.email === OWNER)!.activeStoreId = store.id));
    await signInStored(OWNER);
    const view = await render("/");
    yield { view, orders: seeded.purchaseOrders.filter((o) => o.storeId === store.id), seeded };
  }
}

test("on every seeded order the lines read quantity x cost - discount, and add up to the Subtotal", async () => {
  let checked = 0;
  let discounted = 0;
  let seededCount = 0;
  for await (const { view, orders, seeded } of eachStore()) {
    seededCount = seeded.purchaseOrders.length;
    for (const order of orders) {
      act(() => view.location.navigate(`/purchase-orders/${order.id}`));
      await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
      const rows = order.items.length ? lines() : [];
      assert.is(rows.length, order.items.length, `PO-${order.id}: one line per item`);
      for (const row of rows) {
        const gross = Number(row["Quantity"]) * cents(row["Cost"]!);
        const total = cents(row["Line Total"]!);
        assert.is(gross + cents(row["Discount"]!), total, `PO-${order.id}: ${JSON.stringify(row)}`);
        if (total !== gross) discounted += 1;
      }
      const sum = rows.reduce((total, row) => total + cents(row["Line Total"]!), 0);
      assert.is(sum, cents(subtotalShown()), `PO-${order.id}: the lines add up to the Subtotal`);
      checked += 1;
    }
  }
  assert.is(checked, seededCount, "every seeded order was opened");
  assert.ok(discounted > 0, "some seeded lines carry a discount, so the sum is a real check");
});

test("on every seeded order that may be edited, the edit screen's Line Totals add up to its Subtotal", async () => {
  let checked = 0;
  for await (const { view, orders } of eachStore((path) => renderApp(path, editPage().wrapper))) {
    for (const order of orders.filter((o) => o.status === "OPEN" || o.status === "RECEIVED")) {
      if (!order.items.length) continue;
      act(() => view.location.navigate(`/purchase-orders/${order.id}/modify`));
      await screen.findByRole("heading", { name: `Edit Products: Purchase Order #${order.id}`, level: 1 });
      const shown = lines();
      assert.is(shown.length, order.items.length, `PO-${order.id}: one line per item`);
      const sum = shown.reduce((total, row) => total + cents(row["Line Total"]!), 0);
      assert.is(sum, cents(details()["Subtotal"]!), `PO-${order.id}: the lines add up to the Subtotal`);
      checked += 1;
    }
  }
  assert.ok(checked >= 10, `${checked} orders checked on the edit screen`);
});

test.run();
