// The edit screen against the fake provider: who and which orders get the not-found page, the product
// search and Add Item, the number cells, Delete Item. Delays are shortened (see edit-test-kit.tsx).
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { bodyRows, headerTexts } from "../../../../test/table.ts";
import {
  BUYER,
  cell,
  editPage,
  itemName,
  openEditor,
  orderIn,
  seed,
  shortEnvironment,
  sleep,
  storeOf,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";

const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";
const ITEMS = "Added Products";
const search = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Search Products" });
const options = () => within(screen.getByRole("listbox", { hidden: true })).queryAllByRole("option");

test("an ORDERED or CLOSED order, a missing one, or a user who may not edit gets the not-found page", async () => {
  const db = await seed();
  const cases: [string, string][] = [
    [`/purchase-orders/${orderIn(db, "ORDERED").id}/modify`, BUYER],
    [`/purchase-orders/${orderIn(db, "CLOSED").id}/modify`, BUYER],
    ["/purchase-orders/999999/modify", BUYER],
    [`/purchase-orders/${orderIn(db, "OPEN").id}/modify`, "receiver@example.com"],
  ];
  for (const [path, user] of cases) {
    await renderAt(path, { signedInAs: user });
    assert.ok(await screen.findByRole("heading", { name: NOT_FOUND }), `${path} as ${user}`);
  }
});

test("an OPEN order shows its items with editable Quantity, Cost and Discount, and a RECEIVED one may be edited too", async () => {
  const { stored, provider } = await openEditor();
  assert.equal(headerTexts(ITEMS), [
    "Product name",
    "SKU",
    "UPC/MPN",
    "Quantity",
    "Cost",
    "Discount",
    "Line Total",
    "Delete Item",
  ]);
  const first = stored().items[0]!;
  const name = itemName(provider.store.db, first);
  assert.is(cell(`Quantity of ${name}`).value, String(first.quantity));
  assert.is(cell(`Cost of ${name}`).value, (first.unitCostCents / 100).toFixed(2));
  assert.is(
    screen.getByRole<HTMLInputElement>("textbox", { name: `Discount of ${name}` }).value,
    first.discount,
  );
  assert.is(bodyRows(ITEMS).length, stored().items.length);
  await openEditor("RECEIVED");
  assert.ok(screen.getByRole("table", { name: "Added Products" }));
});

test("searching finds a product, and Add Item stores it with quantity 1 and cost 0", async () => {
  const { stored, provider, initial } = await openEditor();
  // One with variations, so an exact SKU offering the product alone is told apart from "list them all".
  const product = provider.store.db.products.find(
    (p) =>
      p.storeId === storeOf(provider.store.db) &&
      p.variations.length > 0 &&
      !stored().items.some((i) => i.productId === p.id),
  )!;
  const user = userEvent.setup();
  const add = screen.getByRole("button", { name: "Add Item" });
  assert.ok((add as HTMLButtonElement).disabled, "Add Item needs a picked product");
  await user.type(search(), product.sku);
  const option = await screen.findByRole("option", {
    name: new RegExp(`^${product.name} SKU ${product.sku}`),
  });
  assert.is(options().length, 1, "an exact SKU offers that product only");
  assert.is(search().getAttribute("aria-expanded"), "true");
  await user.click(option);
  assert.is(search().value, product.name);
  await user.click(add);
  await untilStored(() => {
    const added = stored().items.find((i) => i.productId === product.id);
    assert.equal(added && [added.variationId, added.quantity, added.unitCostCents], [null, 1, 0]);
  });
  assert.is(search().value, "");
  assert.ok(await screen.findByRole("spinbutton", { name: `Quantity of ${product.name}` }));
  await screen.findByText("All changes saved");
  assert.is(stored().items.length, initial.items.length + 1, "added once");
});

test("the keyboard picks a variation; 'No products found' shows and cannot be added", async () => {
  const { stored, provider } = await openEditor();
  const db = provider.store.db;
  const product = db.products.find((p) => p.storeId === storeOf(db) && p.variations.length > 1)!;
  const variation = product.variations[1]!;
  const user = userEvent.setup();
  await user.type(search(), variation.sku);
  await screen.findByRole("option", { name: new RegExp(`^${variation.name}`) });
  assert.is(options().length, 1, "a single result's exact variation SKU offers that variation only");
  await user.keyboard("{ArrowDown}");
  assert.is(search().getAttribute("aria-activedescendant"), options()[0]!.id);
  assert.is(options()[0]!.getAttribute("aria-selected"), "true");
  await user.keyboard("{Enter}");
  assert.is(search().getAttribute("aria-expanded"), "false");
  const quantity = screen.getByRole("spinbutton", { name: "Quantity" });
  await user.clear(quantity);
  await user.type(quantity, "0");
  // D1: a new line holds at least one; the provider would refuse it too.
  assert.is(
    document.getElementById(quantity.getAttribute("aria-describedby")!)?.textContent,
    "A new line needs a quantity of at least 1.",
  );
  assert.ok((screen.getByRole("button", { name: "Add Item" }) as HTMLButtonElement).disabled);
  await user.clear(quantity);
  await user.type(quantity, "4");
  await user.click(screen.getByRole("button", { name: "Add Item" }));
  await untilStored(() => {
    const added = stored().items.find((i) => i.variationId === variation.id);
    assert.equal(added && [added.productId, added.quantity, added.unitCostCents], [product.id, 4, 0]);
  });

  await user.type(search(), "no such product anywhere");
  const none = await screen.findByRole("option", { name: "No products found" });
  assert.is(none.getAttribute("aria-disabled"), "true");
  await user.click(none);
  assert.ok((screen.getByRole("button", { name: "Add Item" }) as HTMLButtonElement).disabled);
  await user.keyboard("{Escape}");
  assert.is(search().getAttribute("aria-expanded"), "false");
});

test("an order already holding the most lines one may says so at Add Item and adds nothing (issue 13)", async () => {
  const { wrapper } = editPage();
  const view = await renderAt("/", { signedInAs: BUYER, wrapper });
  const db = view.provider.store.db;
  const order = orderIn(db, "OPEN");
  const onOrder = new Set(order.items.map((item) => item.productId));
  const other = db.products.find(
    (p) => p.storeId === order.storeId && !onOrder.has(p.id) && !p.variations.length,
  )!;
  const first = order.items[0]!;
  view.provider.store.arrange(() => {
    order.items = Array.from({ length: 500 }, (_, i) => ({ ...structuredClone(first), id: 900000 + i }));
  });
  act(() => view.location.navigate(`/purchase-orders/${order.id}/modify`));
  await screen.findByRole("button", { name: "Save Products" });
  const user = userEvent.setup();
  await user.type(search(), other.sku);
  await user.click(
    await screen.findByRole("option", { name: new RegExp(`^${other.name} SKU ${other.sku}`) }),
  );
  await user.click(screen.getByRole("button", { name: "Add Item" }));
  assert.ok(
    await screen.findByText("This order already holds 500 lines, the most one order may: start another."),
  );
  assert.is(bodyRows(ITEMS).length, 500, "no row added");
  await sleep(100);
  assert.is(db.purchaseOrders.find((o) => o.id === order.id)!.items.length, 500, "nothing sent");
});

test("adding a product already on the order adds to its line instead of making a second row (D45)", async () => {
  const { stored, provider, initial } = await openEditor();
  const db = provider.store.db;
  const line = initial.items[0]!;
  const product = db.products.find((p) => p.id === line.productId)!;
  const shown = product.variations.find((v) => v.id === line.variationId) ?? product;
  const user = userEvent.setup();
  await user.type(search(), shown.sku);
  await user.click(
    await screen.findByRole("option", { name: new RegExp(`^${shown.name} SKU ${shown.sku}`) }),
  );
  const quantity = screen.getByRole("spinbutton", { name: "Quantity" });
  await user.clear(quantity);
  await user.type(quantity, "3");
  await user.click(screen.getByRole("button", { name: "Add Item" }));
  const total = line.quantity + 3;
  assert.is(cell(`Quantity of ${shown.name}`).value, String(total));
  assert.is(
    screen
      .getByText(`${shown.name} was already on this order: its quantity is now ${total}.`)
      .getAttribute("role"),
    "status",
  );
  assert.is(bodyRows(ITEMS).length, initial.items.length, "no second row");
  await untilStored(() => assert.is(stored().items[0]!.quantity, total));
  assert.is(stored().items.length, initial.items.length, "no second line stored");
});

test("editing quantity and cost stores them after the delay, not before", async () => {
  const { stored, provider, initial } = await openEditor("OPEN", shortEnvironment({ items: 500 }));
  const first = initial.items[0]!;
  const name = itemName(provider.store.db, first);
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${name}`));
  await user.type(cell(`Quantity of ${name}`), "17");
  await user.clear(cell(`Cost of ${name}`));
  await user.type(cell(`Cost of ${name}`), "3.25");
  await sleep(150);
  assert.is(stored().items[0]!.quantity, first.quantity, "nothing is sent before the delay");
  await untilStored(() =>
    assert.equal([stored().items[0]!.quantity, stored().items[0]!.unitCostCents], [17, 325]),
  );
  await screen.findByText("All changes saved");
});

test("an empty or a negative cell is marked, explained, and not stored", async () => {
  const { stored, provider, initial } = await openEditor();
  const [first, second] = initial.items;
  const user = userEvent.setup();
  const quantity = cell(`Quantity of ${itemName(provider.store.db, first!)}`);
  const cost = cell(`Cost of ${itemName(provider.store.db, second!)}`);
  await user.clear(quantity);
  await user.clear(cost);
  await user.type(cost, "-2");
  for (const [input, text] of [
    [quantity, "Required: enter a number of at least 0."],
    [cost, "Enter an amount from $0.00 to $1,000,000,000.00."],
  ] as const) {
    assert.is(input.getAttribute("aria-invalid"), "true");
    assert.is(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent, text);
  }
  await sleep(200);
  assert.equal(
    [stored().items[0]!.quantity, stored().items[1]!.unitCostCents],
    [first!.quantity, second!.unitCostCents],
  );
  assert.is(quantity.value, "");
  assert.ok(screen.getByText("Not saved: fix the marked fields."));
});

test("Delete Item asks first: Cancel keeps the line, Confirm removes it in the provider (D44)", async () => {
  const { stored, provider, initial } = await openEditor();
  const [gone, kept] = stored().items;
  const name = itemName(provider.store.db, gone!);
  const user = userEvent.setup();
  const remove = screen.getByRole("button", { name: `Delete Item ${name}` });
  await user.click(remove);
  const question = `Are you sure you want to delete "${name}" from this purchase order?`;
  await user.click(
    within(screen.getByRole("dialog", { name: question })).getByRole("button", { name: "Cancel" }),
  );
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(document.activeElement, remove, "focus goes back to the line's Delete Item");
  assert.ok(screen.getByRole("spinbutton", { name: `Quantity of ${name}` }));
  await sleep(150);
  assert.is(stored().items.length, initial.items.length, "nothing is deleted on Cancel");

  await user.click(remove);
  await user.click(
    within(screen.getByRole("dialog", { name: question })).getByRole("button", { name: "Confirm" }),
  );
  assert.is(screen.queryByRole("spinbutton", { name: `Quantity of ${name}` }), null);
  await untilStored(() => assert.not.ok(stored().items.some((i) => i.id === gone!.id)));
  assert.ok(stored().items.some((i) => i.id === kept!.id));
  const next = itemName(provider.store.db, kept!);
  assert.is(document.activeElement, screen.getByRole("button", { name: `Delete Item ${next}` }));
});

test.run();
