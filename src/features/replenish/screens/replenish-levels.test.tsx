// Replenish with the provider's reorder levels (extension "reorder", D245, D246): a line with stored
// levels needs target - stock - on order at or below its reorder point and nothing above it, shows them
// read-only, and Draft Orders orders from them; lines without keep the device's target. Against a
// spec-only provider the stored levels are never read: every line is the device's, as before.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { ExtensionName } from "../../../../schema/extensions.ts";
import { http, HttpResponse } from "msw";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { renderAt } from "../../../../test/render.tsx";
import { recentCalls } from "../../../api/call-log.ts";
import { BUYER, expected, rowOf, type Expected } from "../../../../test/replenish-kit.tsx";

// Named, not the default: npm test's spec-only step runs this file with SCREEN_EXTENSIONS=none.
async function openWithLevels(extensions: ExtensionName[] = ["reorder"]) {
  const view = await renderAt("/", { signedInAs: BUYER, extensions });
  await screen.findByText("Where do you want to start?");
  const db = view.provider.store.db;
  const lines = expected(db).filter((line) => line.variationId === null);
  // Two plain tracked products: one at its reorder point, one just above it.
  const [low, high] = lines as [Expected, Expected];
  const rowOfLine = (line: Expected) => db.products.find((p) => p.id === line.productId)!;
  view.provider.store.arrange(() => {
    Object.assign(rowOfLine(low), { reorderPoint: low.stock, targetLevel: low.stock + low.onOrder + 7 });
    Object.assign(rowOfLine(high), { reorderPoint: high.stock - 1, targetLevel: high.stock + 50 });
  });
  act(() => view.location.navigate("/replenish"));
  await screen.findAllByRole("heading", { level: 2 });
  return { view, db, low, high, user: userEvent.setup() };
}

const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

test("a line at its reorder point needs its target less stock and on order; one above it needs nothing", async () => {
  const { low, high } = await openWithLevels();
  const target = low.stock + low.onOrder + 7;
  assert.equal(cells(low.name).slice(4, 6), [`${target} reorder at ${low.stock}`, "7"]);
  assert.equal(cells(high.name).slice(4, 6), [`${high.stock + 50} reorder at ${high.stock - 1}`, "0"]);
  // Stored levels are set on Products: no field for them here; the other lines keep theirs.
  assert.is(within(rowOf(low.name)).queryByRole("spinbutton"), null);
  screen.getByText(/for lines without reorder levels set on Products/);
  screen.getByText("1 line to order, on 1 purchase order.");
});

test("Draft Orders orders the stored need; a device target still counts for the lines without levels", async () => {
  const { db, low, high, user } = await openWithLevels();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText("1 purchase order drafted:");
  const made = db.purchaseOrders.filter((o) => !before.has(o.id));
  assert.equal(
    made.flatMap((o) => o.items.map((i) => [i.productId, i.quantity])),
    [[low.productId, 7]],
  );
  // The store's target on this device: every line without stored levels comes in too.
  await user.type(screen.getByRole("spinbutton", { name: "Target level for the store" }), "1000");
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  const stored = [low.productId, high.productId];
  const other = expected(db).find((line) => !stored.includes(line.productId))!;
  assert.ok(Number(cells(other.name)[5]) > 0, other.name);
});

test("against a spec-only provider the stored levels are not read: every target is the device's", async () => {
  const { low } = await openWithLevels([]);
  within(rowOf(low.name)).getByRole("spinbutton", { name: `Target for ${low.name}` });
  assert.is(cells(low.name)[5], "");
  screen.getByText("Set a target level to see what to order.");
  assert.is(screen.queryByText(/reorder at/), null);
});

test("a probe that does not get through reads as none: the view is the device's, read once", async () => {
  const { server } = await sharedInProcessProvider();
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName === "ProviderExtensions")
        return HttpResponse.json({ code: "DOWN" }, { status: 503 });
      return undefined;
    }),
  );
  try {
    const { low } = await openWithLevels();
    within(rowOf(low.name)).getByRole("spinbutton", { name: `Target for ${low.name}` });
    const reads = recentCalls().filter((call) => call.name.startsWith("ReplenishProduct"));
    assert.equal(
      reads.map((call) => call.name),
      ["ReplenishProducts"],
    );
  } finally {
    server.resetHandlers();
  }
});

test.run();
