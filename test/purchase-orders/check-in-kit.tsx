// Shared by the check-in screen tests: an ORDERED order of the receiver's store given known lines (a
// plain product x3, a variation x2, and optionally a second line of the plain product), opened on the
// check-in screen, and the ways to scan and type on it.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Db, ProductRow, PurchaseOrderRow } from "../../mocks/store/tables.ts";
import { renderAt } from "../render.tsx";

export const RECEIVER = "receiver@example.com";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;

export interface Lines {
  plain: ProductRow;
  varied: ProductRow;
}

/** The store's first product without variations, and its first with some. */
export function linesOf(db: Db, storeId: number): Lines {
  const ofStore = db.products.filter((p) => p.storeId === storeId && p.sku);
  return {
    plain: ofStore.find((p) => p.variations.length === 0)!,
    varied: ofStore.find((p) => p.variations.length > 1)!,
  };
}

/** Item ids 990001.. so a test can name them. */
export function knownItems({ plain, varied }: Lines, twice = false): PurchaseOrderRow["items"] {
  const line = (id: number, product: ProductRow, variationId: number | null, quantity: number) => ({
    id,
    productId: product.id,
    variationId,
    quantity,
    unitCostCents: 500,
    discount: "",
  });
  return [
    line(990001, plain, null, 3),
    line(990002, varied, varied.variations[0]!.id, 2),
    ...(twice ? [line(990003, plain, null, 1)] : []),
  ];
}

/** Signs in as `email`, gives an ORDERED order of the store known lines, and opens `path(order)`. */
export async function openOrdered(email: string, path: (id: number) => string, { twice = false } = {}) {
  const view = await renderAt("/", { signedInAs: email });
  await screen.findByText("Where do you want to start?");
  const { db } = view.provider.store;
  const storeId = storeOf(db, email);
  const order = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "ORDERED")!;
  const lines = linesOf(db, storeId);
  view.provider.store.arrange(() => void (order.items = knownItems(lines, twice)));
  act(() => view.location.navigate(path(order.id)));
  return { ...view, order, lines };
}

export const scanField = () => screen.getByRole("textbox", { name: /^Scan or type a SKU/ });

/** Types `code` fast and ends with Enter, as a scanner does. */
export async function scan(code: string) {
  await userEvent.setup({ delay: null }).type(scanField(), `${code}{Enter}`);
}

const list = () => within(screen.getByRole("list", { name: "Delivered Products" }));

/** Each line as [name, expected, counted, check]. */
export const lineRows = () =>
  list()
    .getAllByRole("listitem")
    .map((row) => [
      row.querySelector(".check-line-name")!.textContent,
      /\d+$/.exec(row.querySelector(".check-line-expected")!.textContent!)![0],
      (within(row).getByRole("textbox") as HTMLInputElement).value,
      row.querySelector(".check-mark")!.textContent,
    ]);
