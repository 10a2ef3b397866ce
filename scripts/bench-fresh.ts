// What a fresh screen's re-read costs the provider at 100,000 orders (D210): the reads an idle screen
// repeats every 15 s, each timed in process through the real handlers like scripts/bench-provider.ts.
// Run: node --import ./scripts/node-loader.mjs scripts/bench-fresh.ts
import { getResponse } from "msw";
import { createHandlers } from "../mocks/handlers/index.ts";
import { createProvider } from "../mocks/provider.ts";
import { generateSeed } from "../mocks/seed/index.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { PURCHASE_ORDER_STATUSES } from "../schema/status.ts";
import type { TypedDocumentString } from "../src/api/generated/graphql.ts";
import { operationName } from "../src/api/graphql.ts";
import { PurchaseOrderQuery } from "../src/domain/api/purchase-order.ts";
import { PurchaseOrdersQuery } from "../src/features/purchase-orders/shared/api/purchase-orders.ts";
import { SuppliersQuery } from "../src/features/suppliers/api/suppliers.ts";
import { median } from "./median.mjs";

const ORDERS = 100_000;
const RUNS = 50;
const provider = await createProvider({ makeSeed: () => generateSeed({ ordersPerStore: ORDERS }) });
const handlers = createHandlers(provider);

async function post(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(`http://bench.local${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return (await getResponse(handlers, request))!.json() as Promise<any>; // a few known fields are read
}
const login = await post("/api/authentication/login", {
  email: "owner@example.com",
  password: DEMO_PASSWORD,
});
const token: string = login.data.accessToken;
const graphql = <R, V>(document: TypedDocumentString<R, V>, variables: V) =>
  post("/graphql/", { query: String(document), operationName: operationName(document), variables }, token);

async function medianTime(run: () => Promise<any>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const answer = await run();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    if (i >= 3) times.push(performance.now() - start);
  }
  return median(times);
}

const all = [...PURCHASE_ORDER_STATUSES];
const first = await graphql(PurchaseOrdersQuery, { first: 5, status: all });
const total: number = first.data.allPurchaseOrders.totalCount;
if (total < ORDERS) throw new Error(`the store holds ${total} orders, not ${ORDERS}`);
const someId = first.data.allPurchaseOrders.nodes[2].id;
const rows = {
  "order list, opening page (5, every status)": await medianTime(() =>
    graphql(PurchaseOrdersQuery, { first: 5, status: all }),
  ),
  "order list, 25 a page, OPEN and ORDERED": await medianTime(() =>
    graphql(PurchaseOrdersQuery, { first: 25, status: ["OPEN", "ORDERED"] }),
  ),
  "one order (view, edit, check-in)": await medianTime(() => graphql(PurchaseOrderQuery, { id: someId })),
  "suppliers, opening page": await medianTime(() => graphql(SuppliersQuery, { first: 5 })),
};
console.log(`store of ${total.toLocaleString("en")} orders; median of ${RUNS} re-reads each:`);
for (const [what, ms] of Object.entries(rows)) console.log(`  ${what}: ${ms.toFixed(2)} ms`);
