// The edit screen keeps its state in view (issue 27, D172): the search says it is searching while it
// waits, its options show cost and stock, the supplier is chosen here too, and the totals, the save
// status and Save Products are one block after the side sections (the CSS keeps it on screen).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { openEditor, shortEnvironment, storeOf } from "../../../../test/purchase-orders/edit-test-kit.tsx";

const search = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Search Products" });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("the search says it is searching until its answer comes, and each option shows its cost and stock", async () => {
  // A wait long enough to see, short enough for a test.
  const { provider } = await openEditor("OPEN", shortEnvironment({ search: 150 }));
  const db = provider.store.db;
  const mine = db.products.filter((p) => p.storeId === storeOf(db) && p.variations.length === 0);
  const tracked = mine.find((p) => p.isInventoryTracking)!;
  const untracked = mine.find((p) => !p.isInventoryTracking)!;
  const user = userEvent.setup();
  await user.type(search(), tracked.sku);
  assert.ok(screen.getByText("Searching\u2026", { selector: ".search-pending" }), "shown while it waits");
  const option = await screen.findByRole("option", { name: new RegExp(`^${tracked.name} `) });
  assert.match(
    option.textContent!,
    `Cost ${dollars(tracked.costCents)} \u00b7 ${tracked.inventoryLevel} in stock`,
  );
  assert.is(
    screen.queryByText("Searching\u2026", { selector: ".search-pending" }),
    null,
    "gone with the answer",
  );
  await user.clear(search());
  await user.type(search(), untracked.sku);
  const other = await screen.findByRole("option", { name: new RegExp(`^${untracked.name} `) });
  assert.match(other.textContent!, `Cost ${dollars(untracked.costCents)} \u00b7 stock not tracked`);
});

test("the supplier can be chosen on the edit screen, and the provider stores it", async () => {
  const { stored, provider } = await openEditor();
  const db = provider.store.db;
  const chosen = db.suppliers.find((s) => s.storeId === storeOf(db) && s.id !== stored().vendorId)!;
  const section = within(screen.getByRole("region", { name: "Supplier" }));
  const user = userEvent.setup();
  await user.click(section.getByRole("button", { name: /\(change supplier\)$/ }));
  await user.selectOptions(section.getByRole("combobox", { name: "Supplier" }), chosen.name);
  await waitFor(() => assert.is(stored().vendorId, chosen.id));
  assert.ok(await section.findByRole("button", { name: `${chosen.name} (change supplier)` }));
});

test("the totals, the save status and Save Products are one block, after ship-to and order information", async () => {
  await openEditor();
  const save = screen.getByRole("button", { name: "Save Products" });
  const block = save.closest(".po-edit-summary") as HTMLElement;
  assert.ok(block, "Save Products is in the summary block");
  assert.ok(within(block).getByRole("region", { name: "Details" }));
  assert.ok(within(block).getByText("Total"));
  assert.ok(within(block).getByRole("status"));
  const info = screen.getByRole("region", { name: "Order Information" });
  assert.ok(
    info.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING,
    "Save Products comes last",
  );
  const solid = document.querySelectorAll("main .button.primary");
  assert.equal(
    [...solid].map((b) => b.textContent),
    ["Save Products"],
    "the one solid button",
  );
});

test.run();
