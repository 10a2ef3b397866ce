// The fake provider at scale (DESIGN.md section 4): a store with 10,000 purchase orders, timed in
// process through the real handlers (JWT check, GraphQL parse/validate/execute, JSON) with msw's
// getResponse. Prints one JSON line of rows for scripts/bench.mjs; run alone it prints a table.
import { getResponse } from "msw";
import { createHandlers } from "../mocks/handlers/index.ts";
import { createProvider } from "../mocks/provider.ts";
import { generateSeed } from "../mocks/seed/index.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import type { TypedDocumentString } from "../src/api/generated/graphql.ts";
import { operationName } from "../src/api/graphql.ts";
import { PurchaseOrderQuery } from "../src/features/purchase-orders/api/purchase-order.ts";
import { PurchaseOrdersQuery } from "../src/features/purchase-orders/api/purchase-orders.ts";
import { PURCHASE_ORDER_STATUSES } from "../schema/status.ts";

const ORDERS = 10_000;
const RUNS = 30;
const BUDGET_MS = 5;

const seed = await generateSeed({ ordersPerStore: ORDERS });
const provider = await createProvider({ makeSeed: async () => seed });
const handlers = createHandlers(provider);
const origin = "http://bench.local";

async function post(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await getResponse(
    handlers,
    new Request(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  return response!.json() as Promise<any>; // the bench reads a few known fields
}

const login = await post("/api/authentication/login", {
  email: "owner@example.com",
  password: DEMO_PASSWORD,
});
const token: string = login.data.accessToken;
const graphql = <R, V>(document: TypedDocumentString<R, V>, variables: V) =>
  post("/graphql/", { query: String(document), operationName: operationName(document), variables }, token);

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    await run();
    if (i >= 3) times.push(performance.now() - start); // the first runs warm the JIT
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const list = await graphql(PurchaseOrdersQuery, { first: 25, status: [...PURCHASE_ORDER_STATUSES] });
if (list.data.allPurchaseOrders.totalCount < ORDERS) throw new Error("the store does not hold 10,000 orders");
const someId = list.data.allPurchaseOrders.nodes[10].id;

const listMs = await median(() => graphql(PurchaseOrdersQuery, { first: 25, status: ["OPEN", "ORDERED"] }));
const detailMs = await median(() => graphql(PurchaseOrderQuery, { id: someId }));

// Orders of 100 items each, RECEIVED, ready to close; each close is timed once.
const products = seed.products.filter((p) => p.storeId === seed.stores[0]!.id);
const items = Array.from({ length: 100 }, (_, i) => {
  const product = products[i % products.length]!;
  return {
    productId: String(product.id),
    variationId: product.variations[0] ? String(product.variations[0].id) : null,
    quantity: 2,
    unitCost: 1.5,
  };
});
const ADD = `mutation BenchAdd($items: [PurchaseOrderItemAddition!]!) { addPurchaseOrder(shippingCost: 0, discount: "", items: $items) { purchaseOrder { id } } }`;
const STATUS = `mutation BenchStatus($id: ID!, $to: PurchaseOrderStatus!) { updatePurchaseOrderStatus(id: $id, updatedStatus: $to) { purchaseOrder { id status calculateTotal } } }`;
const gqlText = (query: string, variables: object) => post("/graphql/", { query, variables }, token);
const ready: string[] = [];
for (let i = 0; i < RUNS + 3; i++) {
  const id = (await gqlText(ADD, { items })).data.addPurchaseOrder.purchaseOrder.id;
  await gqlText(STATUS, { id, to: "ORDERED" });
  await gqlText(STATUS, { id, to: "RECEIVED" });
  ready.push(id);
}
const closeMs = await median(async () => {
  const answer = await gqlText(STATUS, { id: ready.pop(), to: "CLOSED" });
  if (answer.data?.updatePurchaseOrderStatus.purchaseOrder.status !== "CLOSED")
    throw new Error(JSON.stringify(answer));
});

const rows = [
  { label: "provider, 10,000 orders: list page (median)", value: listMs, unit: "ms", budget: BUDGET_MS },
  { label: "provider, 10,000 orders: one order (median)", value: detailMs, unit: "ms", budget: BUDGET_MS },
  {
    label: "provider, 10,000 orders: close, 100 items (median)",
    value: closeMs,
    unit: "ms",
    budget: BUDGET_MS,
  },
];
console.log(JSON.stringify(rows));
