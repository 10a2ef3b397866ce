// The Replenish screen tests' kit (D228, D229): the buyer's store's tracked lines worked out from the
// stored rows on their own, the screen opened with a store target, and the orders a draft made or should.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Db } from "../mocks/store/tables.ts";
import { renderAt } from "./render.tsx";

export const BUYER = "buyer@example.com";
export const TARGET = 80;

export interface Expected {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  stock: number;
  onOrder: number;
  supplier: number | null;
  costCents: number;
}

/** The buyer's store's tracked lines, worked out from the stored rows. */
export function expected(db: Db): Expected[] {
  const store = db.users.find((u) => u.email === BUYER)!.activeStoreId!;
  const orders = db.purchaseOrders.filter((o) => o.storeId === store);
  const bought = orders
    .filter((o) => o.status !== "OPEN" && o.vendorId !== null)
    .sort((a, b) => Date.parse(b.dateOrdered ?? b.dateCreated) - Date.parse(a.dateOrdered ?? a.dateCreated));
  return db.products
    .filter((p) => p.storeId === store && p.isInventoryTracking)
    .flatMap((p) =>
      (p.variations.length ? p.variations : [null]).map((v) => {
        const same = (i: { productId: number; variationId: number | null }) =>
          i.productId === p.id && i.variationId === (v?.id ?? null);
        const onOrder = orders
          .filter((o) => o.status === "OPEN" || o.status === "ORDERED")
          .flatMap((o) => o.items.filter(same))
          .reduce((n, i) => n + i.quantity, 0);
        const last = bought.find((o) => o.items.some((i) => same(i) && i.unitCostCents > 0));
        return {
          key: `${p.id}/${v?.id ?? ""}`,
          productId: p.id,
          variationId: v?.id ?? null,
          name: !v ? p.name : v.name.startsWith(p.name) ? v.name : `${p.name}: ${v.name}`,
          stock: v ? v.inventoryLevel : p.inventoryLevel,
          onOrder,
          supplier: last?.vendorId ?? null,
          costCents: last
            ? last.items.find((i) => same(i) && i.unitCostCents > 0)!.unitCostCents
            : (v ?? p).costCents,
        };
      }),
    );
}

export const need = (line: Expected, target = TARGET) => Math.max(0, target - line.stock - line.onOrder);

export async function openWithTarget(target = TARGET) {
  const view = await renderAt("/replenish", { signedInAs: BUYER });
  const user = userEvent.setup();
  const field = await screen.findByRole("spinbutton", { name: "Target level for the store" });
  await user.type(field, String(target));
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  await screen.findAllByRole("heading", { level: 2 });
  return { view, user, db: view.provider.store.db };
}

/** The row of `name` in the list, as its cells' texts. */
export function rowOf(name: string) {
  const cell = screen.getByRole("cell", {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  });
  return cell.closest("tr")!;
}

/** The new orders' lines by supplier, as [productId, variationId, quantity, unitCostCents]. */
export function madeBySupplier(db: Db, before: Set<number>) {
  const made = db.purchaseOrders.filter((o) => !before.has(o.id));
  return new Map(
    made.map((o) => [
      o.vendorId,
      o.items.map((i) => [i.productId, i.variationId, i.quantity, i.unitCostCents]).sort(),
    ]),
  );
}

export function plannedBySupplier(db: Db) {
  const plan = new Map<number | null, (number | null)[][]>();
  for (const line of expected(db).filter((l) => need(l) > 0)) {
    const list = plan.get(line.supplier) ?? [];
    list.push([line.productId, line.variationId, need(line), line.costCents]);
    plan.set(line.supplier, list);
  }
  for (const list of plan.values()) list.sort();
  return plan;
}
