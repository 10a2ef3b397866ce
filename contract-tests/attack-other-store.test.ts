// Attack suite, store scoping (issue 8, D11): another store's id in every query and mutation. The
// ids an operation takes are read from the contract itself (schema.graphql's ID arguments, input
// fields included, and REST's path parameters and id fields), so a new operation, or a new id on an old
// one, fails the first test until it has a case here. Each case sends the "second store" state's id
// (support/two-stores.ts: records the test made there) from a token of the run's own store: the answer
// must be exactly the one for an id that does not exist, and a fresh read of both stores must show
// nothing changed. (Harbor and Maple below: the other store and the run's, as in the seed.)
import { before, describe } from "node:test";
import * as assert from "uvu/assert";
import { call, gql, type Answer } from "./support/client.ts";
import { graphqlIds, restIds } from "./support/contract-ids.ts";
import { attachFile, PNG } from "./support/files.ts";
import { ADD, STATUS, SUPPLIER, UPDATE } from "./support/orders.ts";
import { providerState } from "./support/states.ts";
import { assertRefused } from "./support/snapshot.ts";
import { createForm, UPDATE_SUPPLIER } from "./support/suppliers.ts";
import { contract, extensionOf, unmet, type Needs } from "./support/tiers.ts";
import { scopedSnapshot, twoStores, type TwoStores } from "./support/two-stores.ts";

const SCOPED: Needs = { state: "second store", roles: ["buyer"] };

// ---------------------------------------------------------------- the ids the contract takes

/** Ids that are not a store's records, and why; each is covered where it is scoped. */
const NOT_STORE_IDS: Record<string, string> = {
  "updateRole.permissions": "the permission catalogue is one list shared by every store",
  "inviteInfo.token": "public by design (D14): a link's holder may read the store name",
  "acceptInvite.token": "an invite is bound to an email, not to the caller's store: attack-invites.test.ts",
  "purchaseOrderAttachment.attachmentId":
    "looked up under its order's id, the case above; another order's file: order-notes.test.ts",
  "setNewPassword.token":
    "a reset link names an account, not a store, and works signed out: password-reset.test.ts",
};

/** Operations that take no id at all: nothing to aim at another store. */
const NO_IDS = [
  "products",
  "customers",
  "suppliers",
  "addSupplier",
  "login",
  "register",
  "active",
  "resetPassword",
  "listRoles",
  "createRole",
  "listPermissions",
  "feedback",
  "feedbackImage",
  "demoReset",
  "demoOutbox",
  "demoFeedback",
  "demoFaults",
  "setDemoFaults",
  "demoHealth",
  "health",
  "listMembers",
  "listInvites",
];

// ---------------------------------------------------------------- what the cases aim at

type Theirs = keyof TwoStores["theirs"];

interface Case {
  /** Which of Harbor's records is sent. */
  theirs: Theirs;
  /** Sends the operation with `id` where the case puts it. */
  send(s: TwoStores, id: string): Promise<Answer<any>>;
  /** A read answers "none" (empty or null); everything else refuses NOT_FOUND. */
  read?: true;
}

const order = (id: string) => ({
  shippingCost: 0,
  discount: "",
  items: [{ productId: id, quantity: 1, unitCost: 1 }],
});
const addition = (productId: string, variationId?: string) => [
  { productId, variationId, quantity: 1, unitCost: 1 },
];

const CASES: Record<string, Case> = {
  "allPurchaseOrders.id": {
    theirs: "order",
    read: true,
    send: (s, id) =>
      gql(
        `query ContractOne($id: ID) { allPurchaseOrders(id: $id) { totalCount nodes { id } } }`,
        { id },
        s.maple,
      ),
  },
  "supplier.id": {
    theirs: "supplier",
    read: true,
    send: (s, id) =>
      gql(`query ContractSupplier($id: ID!) { supplier(id: $id) { id name } }`, { id }, s.maple),
  },
  "addPurchaseOrder.items.productId": { theirs: "product", send: (s, id) => gql(ADD, order(id), s.maple) },
  "addPurchaseOrder.items.variationId": {
    theirs: "variation",
    send: (s, id) =>
      gql(ADD, { ...order(s.own.variedProduct), items: addition(s.own.variedProduct, id) }, s.maple),
  },
  "updatePurchaseOrder.id": {
    theirs: "order",
    send: (s, id) => gql(UPDATE, { id, shippingCost: 9 }, s.maple),
  },
  "updatePurchaseOrder.itemAdditions.productId": {
    theirs: "product",
    send: (s, id) => gql(UPDATE, { id: s.own.order, itemAdditions: addition(id) }, s.maple),
  },
  "updatePurchaseOrder.itemAdditions.variationId": {
    theirs: "variation",
    send: (s, id) =>
      gql(UPDATE, { id: s.own.order, itemAdditions: addition(s.own.variedProduct, id) }, s.maple),
  },
  "updatePurchaseOrder.itemRemovals": {
    theirs: "item",
    send: (s, id) => gql(UPDATE, { id: s.own.order, itemRemovals: [id] }, s.maple),
  },
  "updatePurchaseOrder.itemUpdates.id": {
    theirs: "item",
    send: (s, id) => gql(UPDATE, { id: s.own.order, itemUpdates: [{ id, quantity: 5 }] }, s.maple),
  },
  "updatePurchaseOrder.vendorID": {
    theirs: "supplier",
    send: (s, id) => gql(UPDATE, { id: s.own.order, vendorID: id }, s.maple),
  },
  "updatePurchaseOrderStatus.id": {
    theirs: "order",
    send: (s, id) => gql(STATUS, { id, updatedStatus: "ORDERED" }, s.maple),
  },
  "setPurchaseOrderSupplier.id": {
    theirs: "order",
    send: (s, id) => gql(SUPPLIER, { id, vendorId: null }, s.maple),
  },
  "setPurchaseOrderSupplier.vendorId": {
    theirs: "supplier",
    send: (s, id) => gql(SUPPLIER, { id: s.own.order, vendorId: id }, s.maple),
  },
  "updateSupplier.id": {
    theirs: "supplier",
    send: (s, id) => gql(UPDATE_SUPPLIER, { ...createForm(), id }, s.maple),
  },
  // The owner belongs to every store: the buyer, who belongs to Maple only, tries Harbor.
  "switchStore.storeId": {
    theirs: "store",
    send: (s, id) => call("switchStore", { token: s.buyer, body: { storeId: Number(id) } }),
  },
  "updateRole.id": {
    theirs: "role",
    send: (s, id) =>
      call("updateRole", { token: s.maple, params: { id }, body: { name: "Taken", permissions: [] } }),
  },
  "deleteRole.id": {
    theirs: "role",
    send: (s, id) => call("deleteRole", { token: s.maple, params: { id } }),
  },
  "purchaseOrderPdf.id": {
    theirs: "order",
    send: (s, id) => call("purchaseOrderPdf", { token: s.maple, params: { id } }),
  },
  "sendPurchaseOrder.id": {
    theirs: "order",
    send: (s, id) => call("sendPurchaseOrder", { token: s.maple, params: { id } }),
  },
  "addPurchaseOrderAttachment.id": {
    theirs: "order",
    send: (s, id) => attachFile(s.maple, id, PNG),
  },
  "purchaseOrderAttachment.id": {
    theirs: "order",
    send: (s, id) => call("purchaseOrderAttachment", { token: s.maple, params: { id, attachmentId: "1" } }),
  },
  "updateMember.userId": {
    theirs: "member",
    send: (s, id) =>
      call("updateMember", { token: s.maple, params: { userId: id }, body: { roleId: s.own.viewerRole } }),
  },
  "updateMember.roleId": {
    theirs: "role",
    send: (s, id) =>
      call("updateMember", { token: s.maple, params: { userId: s.own.buyer }, body: { roleId: Number(id) } }),
  },
  "removeMember.userId": {
    theirs: "member",
    send: (s, id) => call("removeMember", { token: s.maple, params: { userId: id } }),
  },
  "createInvite.roleId": {
    theirs: "role",
    send: (s, id) =>
      call("createInvite", { token: s.maple, body: { email: "mallory@example.com", roleId: Number(id) } }),
  },
  "revokeInvite.token": {
    theirs: "invite",
    send: (s, id) => call("revokeInvite", { token: s.maple, params: { token: id } }),
  },
};

/** An id no store has: a number far past the seed's, or a token nobody issued. */
const MISSING: Partial<Record<Theirs, string>> = { invite: "no-such-invite-token" };
const missing = (theirs: Theirs) => MISSING[theirs] ?? "987654321";

/** The answer with `id` replaced in its texts, so two answers can be compared apart from the id. */
function withoutId(answer: Answer<any>, id: string): unknown {
  const pattern = new RegExp(`\\b${id.replace(/[^\w]/g, "\\$&")}\\b`, "g");
  return JSON.parse(JSON.stringify(answer), (_, value) =>
    typeof value === "string" ? value.replace(pattern, "<id>") : value,
  );
}

// ---------------------------------------------------------------- the tests

describe("attack-other-store", () => {
  contract("every operation is classified, and every id the contract takes has a case", {}, async () => {
    const graphql = graphqlIds();
    const rest = restIds();
    const ids = [...graphql.ids, ...rest.ids].sort();
    assert.equal([...Object.keys(CASES), ...Object.keys(NOT_STORE_IDS)].sort(), ids);
    const operations = [...graphql.operations, ...rest.operations].sort();
    const withIds = new Set(ids.map((id) => id.split(".")[0]!));
    assert.equal([...withIds, ...NO_IDS].sort(), operations);
  });

  // Set up once, when this run can: every case is refused and changes nothing, so each compares with the
  // same read. (The last test, which makes changes, runs after them.)
  type Snapshot = Awaited<ReturnType<typeof scopedSnapshot>>;
  let given: { s: TwoStores; before: Snapshot } | undefined;
  before(async () => {
    if (await unmet(SCOPED)) return;
    const s = await twoStores(await providerState("second store"));
    given = { s, before: await scopedSnapshot(s) };
  });

  for (const [name, c] of Object.entries(CASES)) {
    const group = extensionOf(name.split(".")[0]!);
    contract(
      `${name}: another store's ${c.theirs} answers as one that does not exist, and nothing changes`,
      group ? { ...SCOPED, extensions: [group] } : SCOPED,
      async () => {
        const { s, before } = given!;
        const theirs = s.theirs[c.theirs];
        const foreign = await c.send(s, theirs);
        const absent = await c.send(s, missing(c.theirs));
        if (c.read) assert.equal(foreign.body.errors, undefined, "a read answers, with nothing in it");
        else assertRefused(foreign, { code: "NOT_FOUND", message: /not found|is not on/ }, name);
        assert.equal(
          withoutId(foreign, theirs),
          withoutId(absent, missing(c.theirs)),
          "the same answer as a missing id",
        );
        assert.equal(await scopedSnapshot(s), before, `${name}: nothing changed`);
      },
    );
  }

  contract(
    "the reads above answer nothing for another store's id: no order and no supplier",
    SCOPED,
    async () => {
      const { s } = given!;
      const one = await CASES["allPurchaseOrders.id"]!.send(s, s.theirs.order);
      assert.equal(one.body.data.allPurchaseOrders, { totalCount: 0, nodes: [] });
      assert.equal((await CASES["supplier.id"]!.send(s, s.theirs.supplier)).body, {
        data: { supplier: null },
      });
    },
  );

  contract(
    "with their own store's token the same ids work, so each refusal was the store's doing",
    SCOPED,
    async () => {
      const { s } = given!;
      const harbor = s.harbor;
      const one = await CASES["allPurchaseOrders.id"]!.send({ ...s, maple: harbor }, s.theirs.order);
      assert.is(one.body.data.allPurchaseOrders.totalCount, 1);
      assert.is(
        (await call("purchaseOrderPdf", { token: harbor, params: { id: s.theirs.order } })).status,
        200,
      );
      const supplier = await gql(SUPPLIER, { id: s.theirs.order, vendorId: s.theirs.supplier }, harbor);
      assert.is(supplier.body.errors, undefined);
    },
  );

  contract(
    "with their own store's token the invite is revoked, so its refusal was the store's doing",
    { ...SCOPED, extensions: ["members"] },
    async () => {
      const { s } = given!;
      const revoked = await call("revokeInvite", { token: s.harbor, params: { token: s.theirs.invite } });
      assert.is(revoked.status, 200);
    },
  );
});
