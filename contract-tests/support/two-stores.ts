// Records of two stores for the store-scoping attacks (D11): the run's own store (the accounts file's
// owner, and its buyer) to aim from, and the "second store" provider state's store to aim at, each with
// records the test makes there through the API: an order with a line, a supplier, a role, an invite and
// (with the members extension) a member who belongs to that store only.
import * as assert from "uvu/assert";
import { call, claimsOf, gql } from "./client.ts";
import { createOrder, products, readOrder } from "./orders.ts";
import { otherStoreToken, registerAndSignIn, session, unique, uniqueEmail } from "./sessions.ts";
import type { StateAnswer } from "./states.ts";
import { ADD_SUPPLIER, createForm } from "./suppliers.ts";
import { hasExtension } from "./tiers.ts";

const PASSWORD = "Scoped-1234";

async function role(token: string) {
  const res = await call("createRole", { token, body: { name: unique("Scoped") } });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.data.id as number;
}

async function supplier(token: string) {
  const res = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Scoped supplier") }, token);
  assert.is(res.body.errors, undefined, "addSupplier");
  return res.body.data.addSupplier.supplier.id as string;
}

async function orderOf(token: string) {
  const catalogue = await products(token);
  const varied = catalogue.find((p) => p.variations.length);
  assert.ok(varied, "the store has a product with variations");
  const order = await createOrder(token, {
    shippingCost: 1,
    discount: "",
    items: [{ productId: catalogue[0]!.id, quantity: 2, unitCost: 3 }],
  });
  return { order, varied };
}

/** A member of the store `token` works in and of no other: invited, registered and joined. */
async function memberOf(token: string, roleId: number) {
  const email = uniqueEmail();
  const invite = await call("createInvite", { token, body: { email, roleId } });
  assert.is(invite.status, 200, JSON.stringify(invite.body));
  const { accessToken } = await registerAndSignIn(email, PASSWORD);
  const accepted = await call("acceptInvite", {
    params: { token: invite.body.data.token },
    token: accessToken,
  });
  assert.is(accepted.status, 200, JSON.stringify(accepted.body));
  return claimsOf(accessToken).sub as string;
}

/** The run's store and the second store's, with records of both to aim at. */
export async function twoStores(state: StateAnswer) {
  const maple = (await session("owner")).token;
  const harbor = await otherStoreToken(state);
  const buyer = await session("buyer");
  const members = await hasExtension("members");

  const own = await orderOf(maple);
  const theirs = await orderOf(harbor);
  const theirRole = await role(harbor);
  const theirInvite = members
    ? ((await call("createInvite", { token: harbor, body: { email: uniqueEmail(), roleId: theirRole } })).body
        .data.token as string)
    : "no-members-extension";
  return {
    maple,
    harbor,
    buyer: buyer.token,
    own: {
      order: own.order.id as string,
      variedProduct: own.varied!.id,
      buyer: buyer.userId,
      viewerRole: await role(maple),
    },
    theirs: {
      order: theirs.order.id as string,
      item: theirs.order.items[0].id as string,
      product: theirs.varied!.id,
      variation: theirs.varied!.variations[0]!.id,
      supplier: await supplier(harbor),
      role: String(theirRole),
      member: members ? await memberOf(harbor, theirRole) : "0",
      invite: theirInvite,
      store: state.ids.store!,
    },
  };
}

export type TwoStores = Awaited<ReturnType<typeof twoStores>>;

const ONE_SUPPLIER = `query ContractScopedSupplier($id: ID!) { supplier(id: $id) {
  id name email primaryAddress { address1 city } contactNumber { number } } }`;

/** What a refused call could have changed in both stores, read by each store's own token. */
export async function scopedSnapshot(s: TwoStores) {
  const members = await hasExtension("members");
  const list = async (name: "listRoles" | "listMembers" | "listInvites", token: string) =>
    name === "listRoles" || members ? (await call(name, { token })).body.data : null;
  const store = async (token: string, order: string, supplier: string | null) => ({
    order: await readOrder(token, order),
    supplier: supplier ? (await gql(ONE_SUPPLIER, { id: supplier }, token)).body.data : null,
    stock: (await products(token)).map((p) => [p.id, p.inventoryLevel, p.variations]),
    orderCount: (await gql(`query C { allPurchaseOrders(first: 1) { totalCount } }`, {}, token)).body.data,
    roles: await list("listRoles", token),
    members: await list("listMembers", token),
    invites: await list("listInvites", token),
  });
  return {
    own: await store(s.maple, s.own.order, null),
    theirs: await store(s.harbor, s.theirs.order, s.theirs.supplier),
  };
}
