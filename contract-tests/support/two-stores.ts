// Records of two stores for the store-scoping attacks (D11): Harbor Hardware's to aim at, and Maple
// Street Market's owner (a member of both) to aim from, with Maple's own records for the cases that
// name one of each. Made through the API, before the suite's first read.
import * as assert from "uvu/assert";
import { call, claimsOf, gql, signInAs } from "./client.ts";
import { MAPLE, roleId } from "./members.ts";
import { createOrder, products } from "./orders.ts";
import { HARBOR, owners } from "./snapshot.ts";

/** Maple's owner, the reads of both stores, and records of both to aim at. */
export async function twoStores() {
  const tokens = await owners([HARBOR, MAPLE]);
  const harbor = tokens[HARBOR]!;
  const maple = tokens[MAPLE]!;
  // Ines joins Harbor only (the seed's invite), so her membership is Harbor's alone.
  await call("register", {
    body: {
      email: "invitee@example.com",
      firstName: "Ines",
      lastName: "Invitee",
      password: "Sturdy123",
      passwordConfirmation: "Sturdy123",
    },
  });
  const ines = await signInAs("invitee@example.com", "Sturdy123");
  assert.is(
    (await call("acceptInvite", { params: { token: "demo-invite-valid" }, token: ines.accessToken })).status,
    200,
  );

  const theirProducts = await products(harbor);
  const theirVaried = theirProducts.find((p) => p.variations.length)!;
  const theirOrder = await createOrder(harbor, {
    shippingCost: 1,
    discount: "",
    items: [{ productId: theirProducts[0]!.id, quantity: 2, unitCost: 3 }],
  });
  const theirInvite = await call("createInvite", {
    token: harbor,
    body: { email: "guest@example.com", roleId: await roleId(harbor, "Receiver") },
  });
  const theirSupplier = (await gql(`query ContractS { suppliers(first: 1) { nodes { id } } }`, {}, harbor))
    .body.data.suppliers.nodes[0].id;

  const ownProducts = await products(maple);
  const ownOrder = await createOrder(maple, {
    shippingCost: 1,
    discount: "",
    items: [{ productId: ownProducts[0]!.id, quantity: 2, unitCost: 3 }],
  });
  const buyer = await signInAs("buyer@example.com");
  const theirStore = (await signInAs("owner@example.com")).user.availiableStores.find(
    (s) => s.name === HARBOR,
  )!;
  return {
    tokens,
    maple,
    buyer: buyer.accessToken,
    own: {
      order: ownOrder.id as string,
      variedProduct: ownProducts.find((p) => p.variations.length)!.id,
      buyer: claimsOf(buyer.accessToken).sub as string,
      viewerRole: await roleId(maple, "Viewer"),
    },
    theirs: {
      order: theirOrder.id as string,
      item: theirOrder.items[0].id as string,
      product: theirVaried.id,
      variation: theirVaried.variations[0]!.id,
      supplier: theirSupplier as string,
      role: String(await roleId(harbor, "Viewer")),
      member: claimsOf(ines.accessToken).sub as string,
      invite: theirInvite.body.data.token as string,
      store: String(theirStore.id),
    },
  };
}

export type TwoStores = Awaited<ReturnType<typeof twoStores>>;
