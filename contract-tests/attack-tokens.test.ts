// Attack suite, tokens (issue 8, D12): malformed, expired, re-signed with another secret, `alg: none`
// (and other algorithms), and tokens whose claims were edited with the old signature kept. Each kind is
// sent to every authenticated REST endpoint, with a request that would change something if it were
// let through, and to GraphQL: every answer is a 401 saying why, and a fresh read shows nothing changed.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { signToken } from "../mocks/auth/jwt.ts";
import type { TokenClaims } from "../schema/claims.ts";
import { REST, type RestName } from "../schema/rest.ts";
import { call, claimsOf, gql, offered, signInAs, type CallOptions } from "./support/client.ts";
import { ADD } from "./support/orders.ts";
import { MAPLE, roleId } from "./support/members.ts";
import {
  assertRefused,
  assertUnchanged,
  HARBOR,
  owners,
  snapshot,
  type Owners,
  type Refusal,
  type Snapshot,
} from "./support/snapshot.ts";
import { resetProvider, signingSecret } from "./support/target.ts";
import { PNG, upload } from "./support/upload.ts";

test.before.each(resetProvider);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];

// ---------------------------------------------------------------- one request per endpoint

type Authenticated = { [N in RestName]: (typeof REST)[N]["auth"] extends true ? N : never }[RestName];

interface Ids {
  role: number;
  order: string;
  member: string;
  store: number;
  permissions: number[];
}

/** A request each authenticated endpoint would accept from Maple's owner, and act on. */
const REQUESTS: Record<Exclude<Authenticated, "feedbackImage">, (ids: Ids) => CallOptions> = {
  switchStore: (ids) => ({ body: { storeId: ids.store } }),
  active: () => ({}),
  listRoles: () => ({}),
  createRole: () => ({ body: { name: "Intruders" } }),
  updateRole: (ids) => ({ params: { id: ids.role }, body: { name: "Taken", permissions: ids.permissions } }),
  deleteRole: (ids) => ({ params: { id: ids.role } }),
  listPermissions: () => ({}),
  purchaseOrderPdf: (ids) => ({ params: { id: ids.order } }),
  sendPurchaseOrder: (ids) => ({ params: { id: ids.order } }),
  acceptInvite: () => ({ params: { token: "demo-invite-valid" } }),
  feedback: () => ({ body: { feedback: "Let me in" } }),
  listMembers: () => ({}),
  updateMember: (ids) => ({ params: { userId: ids.member }, body: { roleId: ids.role } }),
  removeMember: (ids) => ({ params: { userId: ids.member } }),
  listInvites: () => ({}),
  createInvite: (ids) => ({ body: { email: "mallory@example.com", roleId: ids.role } }),
  revokeInvite: () => ({ params: { token: "demo-invite-expired" } }),
};

async function mapleIds(owner: string): Promise<Ids> {
  const orders = await gql(`query ContractFirst { allPurchaseOrders(first: 1) { nodes { id } } }`, {}, owner);
  const buyer = await signInAs("buyer@example.com");
  const harbor = (await signInAs("owner@example.com")).user.availiableStores.find((s) => s.name === HARBOR)!;
  const permissions = (await call("listPermissions", { token: owner })).body.data as { id: number }[];
  return {
    role: await roleId(owner, "Viewer"),
    order: orders.body.data.allPurchaseOrders.nodes[0].id,
    member: claimsOf(buyer.accessToken).sub as string,
    store: harbor.id,
    permissions: permissions.map((p) => p.id),
  };
}

test("every authenticated endpoint has a request here", () => {
  const endpoints = Object.keys(REST).filter((name) => REST[name as RestName].auth);
  assert.equal([...Object.keys(REQUESTS), "feedbackImage"].sort(), endpoints.sort());
});

const sent = Object.entries(REQUESTS).filter(([name]) => offered(name));

/** Sends `token` to every authenticated endpoint and GraphQL; each must refuse as `expected`. */
async function refusedEverywhere({ ids }: Setting, token: string, expected: Refusal, what: string) {
  for (const [name, request] of sent)
    assertRefused(await call(name as RestName, { ...request(ids), token }), expected, `${what}: ${name}`);
  assertRefused(await upload(token, new Blob([PNG])), expected, `${what}: feedbackImage`);
  const order = { shippingCost: 5, discount: "", items: [] };
  assertRefused(await gql(ADD, order, token), expected, `${what}: addPurchaseOrder`);
}

/** The read after a kind of token was sent everywhere. */
const unchanged = ({ tokens, before }: Setting, what: string) => assertUnchanged(tokens, before, what);

interface Setting {
  tokens: Owners;
  owner: string;
  ids: Ids;
  before: Snapshot;
}

/** The owners' tokens for the reads, Maple's owner and ids to aim at, and the read before. */
async function setting(): Promise<Setting> {
  // Harbor too: one edited token names it as its store.
  const tokens = await owners([HARBOR, MAPLE]);
  const owner = tokens[MAPLE]!;
  return { tokens, owner, ids: await mapleIds(owner), before: await snapshot(tokens) };
}

const unauthenticated = (message: string | RegExp): Refusal => ({ code: "UNAUTHENTICATED", message });

// ---------------------------------------------------------------- the kinds of bad token

test("malformed tokens are refused by every endpoint and change nothing", async () => {
  const given = await setting();
  const { owner } = given;
  const [header, payload, signature] = parts(owner);
  for (const token of [
    "not-a-token",
    "a.b.c",
    `${header}.${payload}`,
    `${header}.${payload}.${signature}.extra`,
    `${header}.${payload}.@@@`,
    `${header}.${b64([1, 2])}.${signature}`,
    `${header}.!!!.${signature}`,
    `${header}..${signature}`,
  ])
    await refusedEverywhere(given, token, unauthenticated(/token/), `malformed ${token.slice(0, 20)}`);
  await unchanged(given, "malformed");
});

test("an expired token is refused as expired everywhere and changes nothing", async () => {
  const given = await setting();
  const { owner } = given;
  const iat = Math.floor(Date.now() / 1000) - 9 * 60 * 60;
  const expired = await signToken(
    { ...claimsOf(owner), iat, exp: iat + 8 * 60 * 60 } as TokenClaims,
    (await signingSecret()) ?? "unknown: PROVIDER_JWT_SECRET not set",
  );
  await refusedEverywhere(given, expired, unauthenticated("expired"), "expired");
  await unchanged(given, "expired");
});

test("a token re-signed with the provider's own secret gets no lifetime beyond the 8 hours issued", async () => {
  const given = await setting();
  const secret = await signingSecret();
  if (!secret) return; // a real provider's secret is unknown
  const now = Math.floor(Date.now() / 1000);
  for (const edit of [{ exp: 253402300799 }, { iat: now + 3600, exp: now + 7200 }]) {
    const token = await signToken({ ...claimsOf(given.owner), ...edit } as TokenClaims, secret);
    await refusedEverywhere(given, token, unauthenticated("lifetime"), `re-signed ${JSON.stringify(edit)}`);
  }
  await unchanged(given, "lifetime");
});

test("a viewer's token re-signed with every permission still acts as the viewer it names", async () => {
  const given = await setting();
  const secret = await signingSecret();
  if (!secret) return;
  const viewer = claimsOf((await signInAs("viewer@example.com")).accessToken);
  const Permissions = claimsOf(given.owner).Permissions;
  const token = await signToken({ ...viewer, Role: "Store Owner", Permissions } as TokenClaims, secret);
  const forbidden: Refusal = { code: "FORBIDDEN", message: /does not allow/ };
  assertRefused(await gql(ADD, { shippingCost: 5, discount: "", items: [] }, token), forbidden, "add");
  assertRefused(await call("listMembers", { token }), forbidden, "list members");
  await unchanged(given, "re-signed permissions");
});

test("a token signed with another secret is refused for its signature and changes nothing", async () => {
  const given = await setting();
  const { owner } = given;
  const forged = await signToken(claimsOf(owner) as TokenClaims, "not-the-provider-secret");
  await refusedEverywhere(given, forged, unauthenticated("signature"), "re-signed");
  await unchanged(given, "re-signed");
});

test("'alg: none' and any algorithm but HS256 are refused before the signature is read", async () => {
  const given = await setting();
  const { owner } = given;
  const [, payload, signature] = parts(owner);
  for (const header of [
    { alg: "none", typ: "JWT" },
    { alg: "None" },
    { alg: "HS512", typ: "JWT" },
    { alg: "RS256", typ: "JWT" },
    { alg: "HS256", typ: "JWT", kid: "../../secret" },
  ]) {
    for (const token of [`${b64(header)}.${payload}.`, `${b64(header)}.${payload}.${signature}`])
      await refusedEverywhere(given, token, unauthenticated("algorithm"), `header ${JSON.stringify(header)}`);
  }
  await unchanged(given, "algorithms");
});

test("a viewer's token with its Permissions, store, account or expiry edited keeps no authority", async () => {
  const given = await setting();
  const { ids } = given;
  const viewer = (await signInAs("viewer@example.com")).accessToken;
  const [header, , signature] = parts(viewer);
  const claims = claimsOf(viewer);
  const owner = claimsOf(given.owner);
  for (const edit of [
    { Permissions: owner.Permissions },
    { Role: "Store Owner", Permissions: owner.Permissions },
    { storeId: ids.store },
    { sub: owner.sub, email: owner.email },
    { exp: (claims.exp as number) + 365 * 24 * 60 * 60 },
  ]) {
    const token = `${header}.${b64({ ...claims, ...edit })}.${signature}`;
    await refusedEverywhere(given, token, unauthenticated("signature"), `edited ${Object.keys(edit)}`);
  }
  await unchanged(given, "edited claims");
});

test("a missing or mis-sent bearer header is refused everywhere and changes nothing", async () => {
  const given = await setting();
  const { owner } = given;
  // `call` sends `Bearer <token>`: these put a space or a second value where the token goes.
  for (const token of ["", ` ${owner}`, `${owner} ${owner}`])
    await refusedEverywhere(given, token, unauthenticated(/token/), `header "Bearer ${token.slice(0, 8)}"`);
  await unchanged(given, "bearer header");
});

test("the unedited owner token is accepted, so each refusal above was the token's doing", async () => {
  const { owner, ids } = await setting();
  const reads = ["active", "listRoles", "purchaseOrderPdf", "listMembers", "listInvites"] as const;
  for (const name of reads.filter(offered))
    assert.is((await call(name, { ...REQUESTS[name](ids), token: owner })).status, 200, name);
  assert.is((await gql(ADD, { shippingCost: 5, discount: "", items: [] }, owner)).body.errors, undefined);
});

test.run("attack-tokens");
