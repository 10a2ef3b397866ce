// Attack suite, final orders (issue 13 finding 8): a CLOSED order refuses every write, whatever it
// carries (its own status, every field null, a supplier), and no order accepts a status "change" to
// the status it already has. Each refusal is followed by a read showing nothing changed, dateModified
// included.
import { test } from "./support/legacy.ts";
import { gql } from "./support/client.ts";
import {
  createOrder,
  createStockedOrder,
  moveTo,
  products,
  STATUS,
  SUPPLIER,
  UPDATE,
} from "./support/orders.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const PATH = { OPEN: [], ORDERED: ["ORDERED"], RECEIVED: ["ORDERED", "RECEIVED"] } as const;

async function closedOrder(token: string) {
  const product = (await products(token))[0]!;
  const order = await createOrder(token, {
    shippingCost: 1,
    discount: "",
    items: [{ productId: product.id, quantity: 2, unitCost: 3 }],
  });
  await moveTo(token, order.id, ["ORDERED", "RECEIVED", "CLOSED"]);
  return order.id as string;
}

test("a CLOSED order refuses updatePurchaseOrder whatever it carries, and nothing changes", async () => {
  const { token, tokens } = await inMaple();
  const id = await closedOrder(token);
  const before = (await inMaple()).before;
  const nulls = {
    itemAdditions: null,
    itemRemovals: null,
    itemUpdates: null,
    shipToAddress: null,
    shippingCost: null,
    discount: null,
    status: null,
    vendorID: null,
  };
  for (const variables of [{ id }, { id, ...nulls }, { id, status: "CLOSED" }, { id, vendorID: null }]) {
    const res = await gql(UPDATE, variables, token);
    assertRefused(res, { code: "PURCHASE_ORDER_LOCKED", message: /CLOSED/ }, JSON.stringify(variables));
  }
  const again = await gql(STATUS, { id, updatedStatus: "CLOSED" }, token);
  assertRefused(again, { code: "INVALID_TRANSITION", message: /CLOSED to CLOSED/ }, "close again");
  assertRefused(
    await gql(SUPPLIER, { id, vendorId: null }, token),
    { code: "PURCHASE_ORDER_LOCKED", message: /CLOSED/ },
    "clear the supplier",
  );
  await assertUnchanged(tokens, before, "writes to a CLOSED order");
});

for (const [status, path] of Object.entries(PATH))
  test(`a status "change" from ${status} to ${status} is refused, and nothing changes`, async () => {
    const { token, tokens } = await inMaple();
    const order = await createStockedOrder(token);
    await moveTo(token, order.id, [...path]);
    const before = (await inMaple()).before;
    const same = new RegExp(`${status} to ${status}`);
    const update = await gql(UPDATE, { id: order.id, status }, token);
    assertRefused(update, { code: "INVALID_TRANSITION", message: same }, "updatePurchaseOrder");
    const change = await gql(STATUS, { id: order.id, updatedStatus: status }, token);
    assertRefused(change, { code: "INVALID_TRANSITION", message: same }, "updatePurchaseOrderStatus");
    await assertUnchanged(tokens, before, `${status} to ${status}`);
  });

test.run("attack-closed-orders");
