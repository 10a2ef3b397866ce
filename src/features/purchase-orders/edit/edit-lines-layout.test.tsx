// The edit screen's lines as a list (issue 27, D198): what the phone blocks and the table by priority
// are built from (the layout itself is measured by the layout journey at 390 px), and every input
// keeping its own name and number keyboard in either.
import { screen, within } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { bodyRows } from "../../../../test/table.ts";
import { cell, itemName, openEditor } from "../../../../test/purchase-orders/edit-test-kit.tsx";

const ITEMS = "Added Products";

test("the lines are a list: SKU and UPC/MPN wait for xl, each line's cells in the order the phone block places", async () => {
  const { stored, provider } = await openEditor();
  const region = screen.getByRole("region", { name: ITEMS });
  assert.ok(region.classList.contains("list-table"), "the lines take the list's phone rows");
  const priorities = within(region)
    .getAllByRole("columnheader")
    .map((th) => `${th.textContent}:${th.getAttribute("data-priority") ?? 1}`);
  assert.equal(priorities, [
    "Product name:1",
    "SKU:3",
    "UPC/MPN:3",
    "Quantity:1",
    "Cost:1",
    "Discount:1",
    "Line Total:1",
    "Delete Item:1",
  ]);
  const first = stored().items[0]!;
  const name = itemName(provider.store.db, first);
  const row = bodyRows(ITEMS)[0]!;
  const cells = within(row).getAllByRole("cell");
  assert.is(cells.length, 8);
  assert.ok(
    cells.every((td) => td.classList.contains("on-phone")),
    "every cell has a place on a phone",
  );
  assert.is(cells[0]!.textContent, name);
  assert.is(cell(`Quantity of ${name}`).inputMode, "numeric");
  assert.is(cell(`Cost of ${name}`).inputMode, "decimal");
  assert.ok(within(cells[5]!).getByRole("textbox", { name: `Discount of ${name}` }));
  assert.ok(within(cells[7]!).getByRole("button", { name: `Delete Item ${name}` }));
});

test.run();
