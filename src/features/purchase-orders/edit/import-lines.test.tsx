// Import Lines on the edit screen (D226): a pasted CSV is previewed row by row (matched, not found,
// matching several, unreadable) with totals; nothing is stored before Add; Add stores the matched rows
// in one save (a row without a cost at its last price); the 500-line limit is said before sending.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Db } from "../../../../mocks/store/tables.ts";
import { renderApp } from "../../../../test/render.tsx";
import {
  editPage,
  openEditor,
  storeOf,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";

/** Counts the order saves and the product searches that reach the provider. */
async function countCalls() {
  const { server } = await sharedInProcessProvider();
  const calls = { saves: [] as unknown[], searches: 0 };
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string; variables?: unknown };
      if (body.operationName === "UpdatePurchaseOrder") calls.saves.push(body.variables);
      if (body.operationName === "ProductSearch") calls.searches += 1;
    }),
  );
  return { calls, close: () => server.resetHandlers() };
}

/** Two products of the store not on the order (no variations), and a code two products share. */
function codes(db: Db, onOrder: readonly number[]) {
  const store = storeOf(db);
  const [a, b, c, d] = db.products.filter(
    (p) => p.storeId === store && p.variations.length === 0 && !onOrder.includes(p.id),
  );
  // Two products with the same MPN: the code matches both exactly.
  d!.mpn = "SHARED-MPN";
  c!.mpn = "SHARED-MPN";
  return { a: a!, b: b! };
}

async function openImport() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Import Lines" }));
  const dialog = await screen.findByRole("dialog", { name: "Import lines from a file" });
  return { user, dialog: within(dialog) };
}

test("a pasted file is previewed row by row with totals, and nothing is stored until Add, which stores the matched rows in one save", async () => {
  const counting = await countCalls();
  try {
    const { stored, provider, initial } = await openEditor();
    const { a, b } = codes(
      provider.store.db,
      initial.items.map((i) => i.productId),
    );
    const { user, dialog } = await openImport();
    const paste = dialog.getByRole("textbox", { name: "Paste lines" });
    // Header in its own order, a quoted cell, an unknown code, a shared code, a bad quantity.
    await user.click(paste);
    await user.paste(
      `Qty;SKU;Cost\n3;${a.sku};"2,50"\n2;${b.sku};\n1;NO-SUCH-CODE;\n4;SHARED-MPN;\nmany;${a.sku};\n`,
    );
    await user.click(dialog.getByRole("button", { name: "Preview" }));
    await dialog.findByText("5 rows: 2 matched, 1 not found, 1 matching several, 1 unreadable.");
    const table = within(dialog.getByRole("table", { name: "Lines in the file" }));
    assert.ok(table.getByText(`Matched: ${a.name}`));
    assert.ok(table.getByText("Not found"));
    assert.ok(table.getByText(/^Matches several: /));
    assert.ok(table.getByText("The quantity is not a whole number of at least 1"));
    assert.ok(table.getByText("$2.50"));
    assert.ok(dialog.getByText(/^Adds 2 new lines: 5 units, /));
    // The row without a cost says what it will cost: its last price, or nothing known.
    const bCost = table.getByText(/\((last price|no cost known)\)$/).textContent!;
    const bCents = Math.round(Number(/^\$([\d,.]+)/.exec(bCost)![1]!.replace(/,/g, "")) * 100);
    assert.is(counting.calls.saves.length, 0, "nothing is sent before Add");
    assert.is(stored().items.length, initial.items.length);

    await user.click(dialog.getByRole("button", { name: "Add 2 lines" }));
    await untilStored(() => assert.is(stored().items.length, initial.items.length + 2));
    await screen.findByText("All changes saved");
    assert.is(counting.calls.saves.length, 1, "one save");
    const line = (id: number) => stored().items.find((i) => i.productId === id)!;
    assert.equal([line(a.id).quantity, line(a.id).unitCostCents], [3, 250]);
    assert.equal([line(b.id).quantity, line(b.id).unitCostCents], [2, bCents]);
    assert.ok(await screen.findByText("2 lines imported."));
    assert.not.ok(screen.queryByRole("dialog"));
  } finally {
    counting.close();
  }
});

test("an import that would pass 500 lines says so before sending and cannot be added; Back keeps the text", async () => {
  const counting = await countCalls();
  try {
    const { stored, provider, initial, id } = await openEditor();
    const { a, b } = codes(
      provider.store.db,
      initial.items.map((i) => i.productId),
    );
    // The order holds 499 lines; the page is opened again to read them.
    const filler = stored().items[0]!;
    while (stored().items.length < 499)
      stored().items.push({ ...filler, id: 800000 + stored().items.length });
    cleanup();
    await renderApp(`/purchase-orders/${id}/modify`, editPage().wrapper);
    await screen.findByRole("button", { name: "Save Products" });
    const { user, dialog } = await openImport();
    await user.click(dialog.getByRole("textbox", { name: "Paste lines" }));
    await user.paste(`${a.sku},1\n${b.sku},2\n`);
    await user.click(dialog.getByRole("button", { name: "Preview" }));
    await dialog.findByText("2 rows: 2 matched, 0 not found, 0 matching several.");
    assert.ok(
      dialog.getByText(
        "The order would have 501 lines; an order holds at most 500. Remove lines from the file or from the order first.",
      ),
    );
    const add = dialog.getByRole("button", { name: "Add 2 lines" });
    assert.is(add.getAttribute("aria-disabled"), "true");
    await user.click(add);
    assert.ok(screen.getByRole("dialog"), "the dialog stays");
    await user.click(dialog.getByRole("button", { name: "Back" }));
    assert.is(
      dialog.getByRole<HTMLTextAreaElement>("textbox", { name: "Paste lines" }).value,
      `${a.sku},1\n${b.sku},2\n`,
    );
    assert.is(counting.calls.saves.length, 0, "nothing was sent");
    assert.is(stored().items.length, 499);
  } finally {
    counting.close();
  }
});

test("a code whose search fails is not checked, said, and left out; a chosen file is previewed at once", async () => {
  const { server } = await sharedInProcessProvider();
  const { provider, initial } = await openEditor();
  const { a } = codes(
    provider.store.db,
    initial.items.map((i) => i.productId),
  );
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as {
        operationName?: string;
        variables?: { search?: string };
      };
      if (body.operationName === "ProductSearch" && body.variables?.search === "broken-code")
        return HttpResponse.json(
          { errors: [{ message: "The service is unavailable right now." }] },
          { status: 503 },
        );
    }),
  );
  try {
    const { user, dialog } = await openImport();
    const file = new File([`SKU,Qty\r\n${a.sku},1\r\nbroken-code,2\r\n`], "lines.csv", { type: "text/csv" });
    await user.upload(dialog.getByLabelText("Or choose a CSV file"), file);
    await dialog.findByText("2 rows: 1 matched, 0 not found, 0 matching several, 1 not checked.");
    assert.ok(dialog.getByText(/^Not checked: /));
    assert.ok(dialog.getByRole("button", { name: "Add 1 line" }));
  } finally {
    server.resetHandlers();
  }
});

test.run();
