// Bad input on the purchase order edit screen (issue 8): negative, fractional, huge and non-numeric
// quantities and costs typed into the item cells and shipping are marked, explained and never sent,
// even by Save Products; markup in the ship-to address, the discount and the product search stays text.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNoMarkupElements, MARKUP } from "../../../../test/bad-input.tsx";
import {
  cell,
  itemName,
  openEditor,
  shipping,
  shortEnvironment,
  statusLine,
  textbox,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";

const hintOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

// Nothing leaves on its own: only Save Products could send, and it must not.
const openInert = () => openEditor("OPEN", shortEnvironment({ items: 60_000, order: 60_000 }));

// Typed as a user would into a number input; what happy-dom keeps of "abc" is nothing, as browsers do.
const QUANTITIES: [string, string][] = [
  ["-1", "Enter a whole number from 0 to 1,000,000."],
  ["1.5", "Enter a whole number from 0 to 1,000,000."],
  ["1000001", "Enter a whole number from 0 to 1,000,000."],
  ["1e15", "Enter a whole number from 0 to 1,000,000."],
  ["abc", "Required: enter a number of at least 0."],
];
const AMOUNTS: [string, string][] = [
  ["-0.01", "Enter an amount from $0.00 to $1,000,000,000.00."],
  ["1e3", "Enter an amount from $0.00 to $1,000,000,000.00."],
  ["1000000000.01", "Enter an amount from $0.00 to $1,000,000,000.00."],
  ["abc", "Required: enter a number of at least 0."],
];

test("bad quantities and costs in the item cells are marked and explained, and Save Products sends none", async () => {
  const { stored, provider, initial, location, id } = await openInert();
  const [first, second] = initial.items;
  const quantity = () => cell(`Quantity of ${itemName(provider.store.db, first!)}`);
  const cost = () => cell(`Cost of ${itemName(provider.store.db, second!)}`);
  const user = userEvent.setup();
  for (const [input, cases, was] of [
    [quantity, QUANTITIES, String(first!.quantity)],
    [cost, AMOUNTS, (second!.unitCostCents / 100).toFixed(2)],
  ] as const) {
    for (const [typed, hint] of cases) {
      await user.clear(input());
      await user.type(input(), typed);
      assert.is(input().getAttribute("aria-invalid"), "true", typed);
      assert.is(hintOf(input()), hint, typed);
      await user.click(screen.getByRole("button", { name: "Save Products" }));
      await waitFor(() => assert.is(statusLine().textContent, "Not saved: fix the marked fields."));
      assert.is(location.history!.at(-1), `/purchase-orders/${id}/modify`, "the screen stays");
      assert.equal(stored().items, initial.items, `${typed}: nothing was stored`);
    }
    // Back as it was, so the next cell's Save has nothing of this one to send.
    await user.clear(input());
    await user.type(input(), was);
  }
});

test("a line within each limit but past the order's limit is refused by the provider, said, and not stored", async () => {
  const { stored, provider, initial } = await openInert();
  const first = initial.items[0]!;
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${itemName(provider.store.db, first)}`));
  await user.type(cell(`Quantity of ${itemName(provider.store.db, first)}`), "1000000");
  await user.clear(cell(`Cost of ${itemName(provider.store.db, first)}`));
  await user.type(cell(`Cost of ${itemName(provider.store.db, first)}`), "1000000000");
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await waitFor(() =>
    assert.is(
      statusLine().textContent,
      "Not saved: An order may come to at most $1,000,000,000.00 before discounts; this one would not. Change it or press Save Products to try again.",
    ),
  );
  assert.equal(stored().items, initial.items);
});

test("bad shipping is marked and not sent by Save Products", async () => {
  const { stored, initial } = await openInert();
  const user = userEvent.setup();
  for (const typed of ["-1", "1e3", "1000000000.01"]) {
    await user.clear(shipping());
    await user.type(shipping(), typed);
    assert.is(shipping().getAttribute("aria-invalid"), "true", typed);
    await user.click(screen.getByRole("button", { name: "Save Products" }));
    await waitFor(() => assert.is(statusLine().textContent, "Not saved: fix the marked fields."));
    assert.is(stored().shippingCents, initial.shippingCents, typed);
  }
});

test("markup in the ship-to address is stored as typed and shown back as text", async () => {
  const { stored, location, id } = await openInert();
  const user = userEvent.setup();
  const [img, script, bold] = MARKUP;
  for (const [label, value] of [
    ["Address", img],
    ["City", script],
    ["State", bold],
  ] as const) {
    await user.clear(textbox(label));
    await user.click(textbox(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await untilStored(() =>
    assert.equal(
      [stored().shipToAddress?.address1, stored().shipToAddress?.city, stored().shipToAddress?.state],
      [img, script, bold],
    ),
  );
  // Saved, the order opens; its Edit Products link brings the address back from the provider.
  await waitFor(() => assert.is(location.history!.at(-1), `/purchase-orders/${id}`));
  await user.click(await screen.findByRole("link", { name: "Edit Products" }));
  await screen.findByRole("button", { name: "Save Products" });
  assert.equal(
    ["Address", "City", "State"].map((label) => textbox(label).value),
    [img, script, bold],
  );
  assertNoMarkupElements();
});

test("markup in the discount and the product search stays text: not understood, nothing found", async () => {
  const { stored, initial } = await openInert();
  const user = userEvent.setup();
  await user.clear(textbox("Discount"));
  await user.click(textbox("Discount"));
  await user.paste(MARKUP[0]);
  assert.ok(screen.getByText("not understood, counts as $0.00"));
  await user.click(screen.getByRole("combobox", { name: "Search Products" }));
  await user.paste(MARKUP[1]);
  assert.ok(await screen.findByRole("option", { name: "No products found" }));
  // The field holds as many characters as a discount may have; what it holds is the text typed.
  assert.is(textbox("Discount").value, MARKUP[0].slice(0, textbox("Discount").maxLength));
  assertNoMarkupElements();
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await waitFor(() => assert.match(statusLine().textContent!, /^(All changes saved|Not saved: fix)/));
  assert.is(stored().discount, initial.discount, "a discount outside D8 is not sent");
});

test.run();
