// Before/after reads for the attack suite (issue 8): what a refused call could have changed, read
// through the API as any client would. Per store: the orders, suppliers, product inventory, roles,
// members and pending invites; for the demo: the outbox and the feedback inbox. In process, also the
// store's write counter, which catches writes the API cannot show (a second account, say).
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { ERROR_STATUS, type ErrorCode } from "../../schema/errors.ts";
import { allowedStatuses, call, errorOf, gql, type Answer } from "./client.ts";
import { hasExtension } from "./tiers.ts";

/** The owner's token per store read, by the store's name: the owner holds every permission, so reads are complete. */
export type Owners = Partial<Record<string, string>>;

// What an order stores; the products' inventory is read once below rather than under every line.
const ORDER = `id status dateCreated dateModified dateOrdered dateReceived dateFinalized shippingCost discount
  calculateTotal vendor { id } shipToAddress { address1 address2 city state zipCode firstName lastName }
  items { id quantity unitCost discount product { id } variation { id } }`;

const STORE_DATA = `query ContractSnapshot {
  allPurchaseOrders(first: 100) { totalCount nodes { ${ORDER} } }
  suppliers(first: 100) {
    totalCount
    nodes { id name email primaryAddress { address1 address2 city state zipCode }
      contactNumber { number extension } faxNumber { number extension } }
  }
  products(first: 100) { totalCount nodes { id inventoryLevel variations { id inventoryLevel } } }
}`;

/** One page holds it all: fail loudly rather than compare half a store. */
// `any` rows, as `call` answers them: each test reads the fields it strips or asserts on.
function whole(connection: { totalCount: number; nodes: any[] }, what: string) {
  assert.is(connection.nodes.length, connection.totalCount, `the snapshot reads every ${what}`);
  return connection.nodes;
}

async function storeData(token: string) {
  const answer = await gql(STORE_DATA, {}, token);
  assert.equal(answer.body.errors, undefined, "the snapshot query");
  const { allPurchaseOrders, suppliers, products } = answer.body.data;
  const list = async (name: "listRoles" | "listMembers" | "listInvites") =>
    (await call(name, { token })).body.data;
  const hasMembers = await hasExtension("members");
  const [roles, members, invites] = await Promise.all([
    list("listRoles"),
    hasMembers ? list("listMembers") : null,
    hasMembers ? list("listInvites") : null,
  ]);
  return {
    orders: whole(allPurchaseOrders, "order"),
    suppliers: whole(suppliers, "supplier"),
    inventory: whole(products, "product"),
    roles,
    members,
    invites,
  };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Everything the API shows of the stores in `tokens`, and the demo's mail and feedback. */
export async function snapshot(tokens: Owners) {
  const names = Object.keys(tokens);
  const stores = await Promise.all(names.map((store) => storeData(tokens[store]!)));
  const demo = async (name: "demoOutbox" | "demoFeedback") =>
    (await hasExtension("demo")) ? (await call(name)).body.data : null;
  return {
    stores: Object.fromEntries(names.map((store, i) => [store, stores[i]])),
    outbox: await demo("demoOutbox"),
    feedback: await demo("demoFeedback"),
    writes: process.env.PROVIDER_URL ? null : (await sharedInProcessProvider()).provider.store.db.revision,
  };
}

function assertSame(after: Snapshot, before: Snapshot, what: string) {
  for (const key of Object.keys(before) as (keyof Snapshot)[])
    assert.equal(after[key], before[key], `${what}: ${key} changed`);
}

/** Asserts a fresh read equals `before`, naming the case that changed something. */
export async function assertUnchanged(tokens: Owners, before: Snapshot, what: string) {
  assertSame(await snapshot(tokens), before, what);
}

// ---------------------------------------------------------------- refusals

export interface Refusal {
  code: ErrorCode;
  /** Part of the message a person reads, or a pattern it matches. */
  message: string | RegExp;
  /**
   * The HTTP status, exactly; by default the code's own for REST and request errors (under
   * application/json a GraphQL request error may be a 200, D56), 200 for a GraphQL field error.
   */
  status?: number;
}

/** A message meant for a person: a sentence, not a stack, an object dump or an empty string. */
function assertReadable(message: string | undefined, what: string) {
  assert.ok(message && message.length >= 10, `${what}: a message, got ${JSON.stringify(message)}`);
  assert.not.match(message!, /\n\s+at |\[object |undefined/, `${what}: readable, got "${message}"`);
}

/** Asserts `res` is the refusal described: its status, its code from schema/errors.ts and its message. */
export function assertRefused(res: Answer<any>, expected: Refusal, what: string) {
  const { code, message } = errorOf(res);
  assert.is(code, expected.code, `${what}: code (${JSON.stringify(res.body).slice(0, 300)})`);
  const fieldError = Array.isArray(res.body?.errors) && res.body.errors[0]?.path;
  const allowed = expected.status
    ? [expected.status]
    : allowedStatuses(res, fieldError ? 200 : ERROR_STATUS[expected.code]);
  assert.ok(allowed.includes(res.status), `${what}: status ${res.status}, expected ${allowed.join(" or ")}`);
  assertReadable(message, what);
  assert.match(message!, expected.message, what);
}
