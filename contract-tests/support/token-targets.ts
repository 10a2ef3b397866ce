// What attack-tokens.test.ts aims its bad tokens at (D12): a request per authenticated endpoint that the
// run's owner would have accepted and acted on, records of the test's own to aim them at, and the read of
// the run's store and the "second store" state's that must come back unchanged.
import * as assert from "uvu/assert";
import { REST, type RestName } from "../../schema/rest.ts";
import { call, gql, type CallOptions } from "./client.ts";
import { ADD, createOrder } from "./orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./own-snapshot.ts";
import { otherStoreToken, session, unique, uniqueEmail } from "./sessions.ts";
import { assertRefused, type Refusal } from "./snapshot.ts";
import type { StateAnswer } from "./states.ts";
import type { Extension } from "./config.ts";
import { extensionOf, hasExtension } from "./tiers.ts";
import { PNG, upload } from "./upload.ts";

// ---------------------------------------------------------------- one request per endpoint

export type Authenticated = { [N in RestName]: (typeof REST)[N]["auth"] extends true ? N : never }[RestName];

export interface Ids {
  role: number;
  order: string;
  member: string;
  /** The run's store (a switch to it is accepted) and the second store (an edited token names it). */
  ownStore: number;
  otherStore: number;
  permissions: number[];
  invite: string;
}

/** A request each authenticated endpoint would accept from the run's owner, and act on. */
export const REQUESTS: Record<Exclude<Authenticated, "feedbackImage">, (ids: Ids) => CallOptions> = {
  switchStore: (ids) => ({ body: { storeId: ids.ownStore } }),
  active: () => ({}),
  listRoles: () => ({}),
  createRole: () => ({ body: { name: unique("Intruders") } }),
  updateRole: (ids) => ({
    params: { id: ids.role },
    body: { name: unique("Taken"), permissions: ids.permissions },
  }),
  deleteRole: (ids) => ({ params: { id: ids.role } }),
  listPermissions: () => ({}),
  purchaseOrderPdf: (ids) => ({ params: { id: ids.order } }),
  sendPurchaseOrder: (ids) => ({ params: { id: ids.order } }),
  // Extension "notes" (D240): a bad token is refused before the body or the attachment is looked at.
  addPurchaseOrderAttachment: (ids) => ({ params: { id: ids.order } }),
  purchaseOrderAttachment: (ids) => ({ params: { id: ids.order, attachmentId: ids.order } }),
  acceptInvite: (ids) => ({ params: { token: ids.invite } }),
  feedback: () => ({ body: { feedback: `Let me in ${unique("token attack")}` } }),
  listMembers: () => ({}),
  updateMember: (ids) => ({ params: { userId: ids.member }, body: { roleId: ids.role } }),
  removeMember: (ids) => ({ params: { userId: ids.member } }),
  listInvites: () => ({}),
  createInvite: (ids) => ({ body: { email: uniqueEmail(), roleId: ids.role } }),
  revokeInvite: (ids) => ({ params: { token: ids.invite } }),
};

export interface Setting {
  owner: string;
  other: string;
  ids: Ids;
  before: Reads;
}

/** What a let-through token could change: the orders, counts and stock, roles, members and invites. */
async function reads(token: string, orders: string[]) {
  const members = await hasExtension("members");
  const list = async (name: "listRoles" | "listMembers" | "listInvites") =>
    name === "listRoles" || members ? (await call(name, { token })).body.data : null;
  return {
    own: await ownSnapshot(token, orders),
    roles: await list("listRoles"),
    members: await list("listMembers"),
    invites: await list("listInvites"),
  };
}
type Reads = Awaited<ReturnType<typeof reads>>;
const both = async (s: Pick<Setting, "owner" | "other" | "ids">) => ({
  ...(await reads(s.owner, [s.ids.order])),
  other: await reads(s.other, []),
});
export type Both = Awaited<ReturnType<typeof both>>;

/** The run's owner and records of its own to aim at (a role, an order, an invite, the buyer), and the read. */
export async function setting(state: StateAnswer) {
  const own = await session("owner");
  const other = await otherStoreToken(state);
  const role = await call("createRole", { token: own.token, body: { name: unique("Aimed at") } });
  assert.is(role.status, 200, JSON.stringify(role.body));
  const invite = (await hasExtension("members"))
    ? (
        await call("createInvite", {
          token: own.token,
          body: { email: uniqueEmail(), roleId: role.body.data.id },
        })
      ).body.data.token
    : "no-members-extension";
  const permissions = (await call("listPermissions", { token: own.token })).body.data as { id: number }[];
  const ids: Ids = {
    role: role.body.data.id,
    order: (await createOrder(own.token)).id,
    member: (await session("buyer")).userId,
    ownStore: own.storeId,
    otherStore: Number(state.ids.store),
    permissions: permissions.map((p) => p.id),
    invite,
  };
  const given = { owner: own.token, other, ids };
  return { ...given, before: await both(given) } as Setting & { before: Both };
}

/** Sends `token` to every authenticated endpoint and GraphQL; each must refuse as `expected`. */
/** The extension groups (D29) among the endpoints above: each is sent to in a test that declares it. */
export const REQUEST_GROUPS = [
  ...new Set(Object.keys(REQUESTS).flatMap((name) => extensionOf(name) ?? [])),
] as Extension[];

/**
 * Sends `token` to every endpoint of `group` (null: the spec's own calls, the upload and a GraphQL write)
 * and asserts each refuses it as `expected`.
 */
export async function refusedEverywhere(
  { ids }: Setting,
  token: string,
  expected: Refusal,
  what: string,
  group: Extension | null = null,
) {
  for (const [name, request] of Object.entries(REQUESTS))
    if (extensionOf(name) === group)
      assertRefused(await call(name as RestName, { ...request(ids), token }), expected, `${what}: ${name}`);
  if (group) return;
  assertRefused(await upload(token, new Blob([PNG])), expected, `${what}: feedbackImage`);
  const order = { shippingCost: 5, discount: "", items: [] };
  assertRefused(await gql(ADD, order, token), expected, `${what}: addPurchaseOrder`);
}

/** The read after a kind of token was sent everywhere: both stores as they were. */
export async function unchanged(given: Setting & { before: Both }, what: string) {
  const after = await both(given);
  await assertOwnUnchanged(given.owner, given.before.own, `${what}, the run's store`);
  await assertOwnUnchanged(given.other, given.before.other.own, `${what}, the second store`);
  assert.equal(after, given.before, `${what}: roles, members or invites changed`);
}
