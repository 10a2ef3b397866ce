// The fake provider at scale (docs/ARCHITECTURE.md, Budgets, issue 15): a store with 100,000 purchase orders,
// timed in process through the real handlers (JWT check, GraphQL parse/validate/execute, JSON) with
// msw's getResponse, and the seed generation the demo's `?orders=10000` pays for. Prints one JSON line
// of rows for scripts/bench.mjs. The opening pages are the reads an idle screen repeats every 15 s (D210).
import { getResponse } from "msw";
import { createHandlers } from "../mocks/handlers/index.ts";
import { createProvider } from "../mocks/provider.ts";
import { generateSeed } from "../mocks/seed/index.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import type { TypedDocumentString } from "../src/api/generated/graphql.ts";
import { operationName } from "../src/api/graphql.ts";
import { PurchaseOrderQuery } from "../src/domain/api/purchase-order.ts";
import { PurchaseOrdersQuery } from "../src/features/purchase-orders/shared/api/purchase-orders.ts";
import { ProductSearchQuery } from "../src/domain/api/product-search.ts";
import { SuppliersQuery } from "../src/features/suppliers/api/suppliers.ts";
import { PURCHASE_ORDER_STATUSES } from "../schema/status.ts";
import { median } from "./median.mjs";

const ORDERS = 100_000;
const DEMO_ORDERS = 10_000;
const RUNS = 30;
const BUDGET_MS = 5;

const seedStarted = performance.now();
await generateSeed({ ordersPerStore: DEMO_ORDERS });
const seedMs = performance.now() - seedStarted;
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

/** The median time of `run`, less what it says (a number) it spent on set-up. */
async function medianTime(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const setUp = await run();
    if ((setUp as { errors?: unknown })?.errors) throw new Error(JSON.stringify(setUp));
    const ms = performance.now() - start - (typeof setUp === "number" ? setUp : 0);
    if (i >= 3) times.push(ms); // the first runs warm the JIT
  }
  return median(times);
}

const list = await graphql(PurchaseOrdersQuery, { first: 25, status: [...PURCHASE_ORDER_STATUSES] });
if (list.data.allPurchaseOrders.totalCount < ORDERS)
  throw new Error(`the store does not hold ${ORDERS} orders`);
const someId = list.data.allPurchaseOrders.nodes[10].id;

const listPage = () => graphql(PurchaseOrdersQuery, { first: 25, status: ["OPEN", "ORDERED"] });
const listMs = await medianTime(listPage);
const openingMs = await medianTime(() =>
  graphql(PurchaseOrdersQuery, { first: 5, status: [...PURCHASE_ORDER_STATUSES] }),
);
const suppliersMs = await medianTime(() => graphql(SuppliersQuery, { first: 5 }));
const detailMs = await medianTime(() => graphql(PurchaseOrderQuery, { id: someId }));
const searchMs = await medianTime(() => graphql(ProductSearchQuery, { search: "e", first: 5 }));

// A list page right after a write: the write (one order's shipping, which moves it to the top) untimed.
const open = await graphql(PurchaseOrdersQuery, { first: 100, status: ["OPEN"] });
const openIds: string[] = open.data.allPurchaseOrders.nodes.map((node: { id: string }) => node.id);
const SHIPPING = `mutation BenchShipping($id: ID!, $cost: Float!) { updatePurchaseOrder(id: $id, shippingCost: $cost) { purchaseOrder { id } } }`;
let writes = 0;
const afterWriteMs = await medianTime(async () => {
  const started = performance.now();
  const id = openIds[writes % openIds.length];
  const answer = await post("/graphql/", { query: SHIPPING, variables: { id, cost: ++writes } }, token);
  if (!answer.data?.updatePurchaseOrder) throw new Error(JSON.stringify(answer));
  const wrote = performance.now() - started;
  await listPage();
  return wrote;
});

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
const closeMs = await medianTime(async () => {
  const answer = await gqlText(STATUS, { id: ready.pop(), to: "CLOSED" });
  if (answer.data?.updatePurchaseOrderStatus.purchaseOrder.status !== "CLOSED")
    throw new Error(JSON.stringify(answer));
});

const row = (what: string, value: number) => ({
  label: `provider, 100,000 orders: ${what} (median)`,
  value,
  unit: "ms",
  budget: BUDGET_MS,
});
const rows = [
  row("list page", listMs),
  row("list's opening page (5, every status)", openingMs),
  row("suppliers' opening page", suppliersMs),
  row("list page after a write", afterWriteMs),
  row("one order", detailMs),
  row("close, 100 items", closeMs),
  row("product search", searchMs),
  { label: "seed generation, 10,000 orders per store", value: seedMs, unit: "ms" },
];
console.log(JSON.stringify(rows));
