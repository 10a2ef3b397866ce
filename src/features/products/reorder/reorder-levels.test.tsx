// Reorder levels on Products (extension "reorder", D245, D247): a user who may modify the store sets a
// product's and a variation's levels in a dialog, checked as the provider checks them; a variation
// without its own shows its product's; anyone who reads products sees them; "At Or Below Reorder Point"
// lists the tracked lines at or below theirs. Against a spec-only provider none of it is there.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, ProductRow } from "../../../../mocks/store/tables.ts";
import type { ExtensionName } from "../../../../schema/extensions.ts";
import { renderAt } from "../../../../test/render.tsx";
import { recentCalls } from "../../../api/call-log.ts";

const OWNER = "owner@example.com";
const BUYER = "buyer@example.com";

async function openProducts(
  email: string,
  // Named, not the default: npm test's spec-only step runs this file with SCREEN_EXTENSIONS=none.
  extensions: ExtensionName[] = ["reorder"],
  arrange?: (rows: ProductRow[]) => void,
) {
  const view = await renderAt("/", { signedInAs: email, extensions });
  await screen.findByText("Where do you want to start?");
  const db: Db = view.provider.store.db;
  const storeId = db.users.find((u) => u.email === email)!.activeStoreId!;
  const mine = db.products.filter((p) => p.storeId === storeId).sort((a, b) => a.name.localeCompare(b.name));
  if (arrange) view.provider.store.arrange(() => arrange(mine));
  act(() => view.location.navigate("/products"));
  await screen.findByRole("table", { name: "Products" });
  return { ...view, mine, user: userEvent.setup() };
}

const rowOf = (name: string) =>
  screen.getAllByRole("row").find((row) => within(row).queryByText(name, { exact: true }))!;

test("the owner sets a product's levels in the dialog; they show in its row and are stored", async () => {
  const { mine, user } = await openProducts(OWNER);
  const product = mine.find((p) => p.variations.length === 0)!;
  await screen.findByRole("columnheader", { name: "Reorder Levels" });
  const row = rowOf(product.name);
  await within(row).findByText("Not set");
  await user.click(within(row).getByRole("button", { name: `Set reorder levels of ${product.name}` }));
  const dialog = screen.getByRole("dialog", { name: `Reorder Levels: ${product.name}` });
  await user.type(within(dialog).getByLabelText("Reorder point"), "5");
  await user.type(within(dialog).getByLabelText("Target level"), "20");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await within(rowOf(product.name)).findByText("at 5, up to 20");
  assert.is(screen.queryByRole("dialog"), null);
  assert.equal([product.reorderPoint, product.targetLevel], [5, 20]);
});

test("a target below the point, or no whole number, is said in the dialog and nothing is sent", async () => {
  const { mine, user } = await openProducts(OWNER);
  const product = mine.find((p) => p.variations.length === 0)!;
  await user.click(await screen.findByRole("button", { name: `Set reorder levels of ${product.name}` }));
  const dialog = screen.getByRole("dialog");
  await user.type(within(dialog).getByLabelText("Reorder point"), "10");
  await user.type(within(dialog).getByLabelText("Target level"), "9");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  within(dialog).getByText("The target level must be at least the reorder point.");
  assert.is(product.reorderPoint ?? null, null);
  assert.not.ok(recentCalls().some((call) => call.name === "SetReorderLevels"));
});

test("a variation's own levels; the others show their product's; a buyer sees them without Set", async () => {
  const { mine, user } = await openProducts(OWNER, undefined, (rows) => {
    const shirt = rows.find((p) => p.variations.length > 1)!;
    Object.assign(shirt, { reorderPoint: 2, targetLevel: 9 });
  });
  const shirt = mine.find((p) => p.variations.length > 1)!;
  const [first, second] = shirt.variations as [(typeof shirt.variations)[0], (typeof shirt.variations)[0]];
  await user.click(
    screen.getByRole("button", { name: `${shirt.variations.length} variations of ${shirt.name}` }),
  );
  const label = `Set reorder levels of ${shirt.name}: ${first.name}`;
  await user.click(await screen.findByRole("button", { name: label }));
  const dialog = screen.getByRole("dialog");
  await user.type(within(dialog).getByLabelText("Target level"), "4");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await within(rowOf(first.name)).findByText("up to 4");
  assert.equal([first.reorderPoint, first.targetLevel, shirt.targetLevel], [null, 4, 9]);
  within(rowOf(second.name)).getByText("(product's)");
  assert.match(rowOf(second.name).textContent!, "at 2, up to 9");
});

/**
 * Holds the answers to `operation` until released, so a test can let another read answer first; every
 * other call goes through. Gives back how to release them and how to put fetch back.
 */
function holdAnswers(operation: string) {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { operationName?: string }) : {};
    if (body.operationName === operation) await released;
    return answer;
  };
  return { release, restore: () => void (globalThis.fetch = realFetch) };
}

// In Chromium the page's own read answered before the levels' read after a save. The cells, first
// rendered over levels already read (Products left and come back to, a product's variations opened),
// never rendered the new ones: the levels were cached as a Map, and SWR's compare (dequal/lite) sees no
// entries in a Map, so the new answer "equalled" the old one.
test("left and come back to, a save shows the new levels on the product and its variations", async () => {
  const { mine, user, location } = await openProducts(OWNER);
  const shirt = mine.find((p) => p.variations.length > 1)!;
  await within(rowOf(shirt.name)).findByText("Not set");
  act(() => location.navigate("/suppliers"));
  await screen.findByRole("heading", { level: 1, name: "Suppliers" });
  act(() => location.navigate("/products"));
  await within(rowOf(shirt.name)).findByText("Not set");
  await user.click(
    screen.getByRole("button", { name: `${shirt.variations.length} variations of ${shirt.name}` }),
  );
  await user.click(await screen.findByRole("button", { name: `Set reorder levels of ${shirt.name}` }));
  const dialog = screen.getByRole("dialog");
  await user.type(within(dialog).getByLabelText("Reorder point"), "3");
  const held = holdAnswers("ProductLevels");
  try {
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    // The page read again and shown (not busy), then the levels' answer.
    const table = screen.getByRole("table", { name: "Products" });
    await waitFor(() => assert.ok(recentCalls().some((call) => call.name === "SetReorderLevels")));
    await waitFor(() => assert.is(table.getAttribute("aria-busy"), null));
    held.release();
    await waitFor(() => assert.is(screen.queryByRole("dialog"), null));
  } finally {
    held.restore();
  }
  await within(rowOf(shirt.name)).findByText("at 3");
  for (const variation of shirt.variations) {
    const row = rowOf(variation.name);
    await within(row).findByText("(product's)");
    assert.match(row.textContent!, "at 3");
  }
});

test("a buyer sees the levels but may not set them", async () => {
  const { mine } = await openProducts(BUYER, undefined, (rows) =>
    Object.assign(
      rows.find((p) => p.variations.length === 0)!,
      { reorderPoint: 1, targetLevel: 3 },
    ),
  );
  const product = mine.find((p) => p.variations.length === 0)!;
  await within(rowOf(product.name)).findByText("at 1, up to 3");
  assert.is(screen.queryByRole("button", { name: /^Set reorder levels/ }), null);
});

test("At Or Below Reorder Point lists the tracked lines at or below theirs, not those above", async () => {
  const { mine, user } = await openProducts(OWNER, undefined, (rows) => {
    const plain = rows.filter((p) => p.variations.length === 0 && p.isInventoryTracking);
    Object.assign(plain[0]!, { reorderPoint: plain[0]!.inventoryLevel, targetLevel: 500 });
    Object.assign(plain[1]!, { reorderPoint: plain[1]!.inventoryLevel - 1, targetLevel: 500 });
  });
  const plain = mine.filter((p) => p.variations.length === 0 && p.isInventoryTracking);
  await user.click(await screen.findByRole("button", { name: "At Or Below Reorder Point" }));
  await screen.findByText("1 line at or below its reorder point");
  rowOf(plain[0]!.name);
  assert.is(screen.queryByText(plain[1]!.name), null);
  await user.click(screen.getByRole("button", { name: "At Or Below Reorder Point" }));
  await screen.findByRole("navigation", { name: "Products pages" });
});

test("against a spec-only provider: no levels column, no toggle, no levels read", async () => {
  await openProducts(OWNER, []);
  await waitFor(() => assert.ok(recentCalls().some((call) => call.name === "ProviderExtensions")));
  assert.is(screen.queryByRole("columnheader", { name: "Reorder Levels" }), null);
  assert.is(screen.queryByRole("button", { name: "At Or Below Reorder Point" }), null);
  assert.not.ok(recentCalls().some((call) => call.name === "ProductLevels"));
});

test.run();
