// Extension "approval" (D242, D243): a store's threshold, and an OPEN order above it cannot be marked
// ORDERED until another member with can_approve_purchase_order approves it; the approval holds for the
// lines and total it was given for. The extensions tier: skipped, with the reason, where the provider's
// schema has no PurchaseOrder.needsApproval (D231). The threshold the tests set is far above any other
// test's orders ($500,000,000) and put back after each; every order is the test's own.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, gql } from "./support/client.ts";
import { createOrder, products, STATUS, UPDATE } from "./support/orders.ts";
import { otherStoreToken, session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract, type Needs } from "./support/tiers.ts";

const APPROVAL: Needs = { extensions: ["approval"], roles: ["buyer"] };
const THRESHOLD = 500_000_000;

const SETTINGS = `query ContractApprovalSettings { approvalSettings { threshold } }`;
const SET = `mutation ContractSetThreshold($threshold: Float) {
  setApprovalThreshold(threshold: $threshold) { approvalSettings { threshold } }
}`;
const APPROVE = `mutation ContractApprove($id: ID!) {
  approvePurchaseOrder(id: $id) { purchaseOrder { id status needsApproval approval { at by { id name } } } }
}`;
const READ = `query ContractApproval($id: ID) {
  allPurchaseOrders(id: $id, first: 1) { nodes { id status dateModified calculateTotal needsApproval
    viewerCanApprove approval { at by { id name } } items { id quantity } } }
}`;

const threshold = async (token: string) =>
  (await gql(SETTINGS, {}, token)).body.data.approvalSettings.threshold as number | null;

/** Runs `body` with the store's threshold at `dollars`, put back as it was afterwards. */
async function withThreshold(dollars: number | null, body: () => Promise<void>) {
  const { token } = await session("owner");
  const was = await threshold(token);
  const set = await gql(SET, { threshold: dollars }, token);
  assert.equal(set.body.errors, undefined, "setApprovalThreshold");
  try {
    await body();
  } finally {
    await gql(SET, { threshold: was }, token);
  }
}

async function stored(token: string, id: string) {
  const res = await gql(READ, { id }, token);
  assert.equal(res.body.errors, undefined, "read");
  return res.body.data.allPurchaseOrders.nodes[0];
}

/** An OPEN order of one line: `quantity` units at $1,000,000, so its total is that many millions. */
async function orderOf(token: string, quantity: number) {
  const [first] = await products(token);
  return createOrder(token, {
    shippingCost: 0,
    discount: "",
    items: [{ productId: first!.id, quantity, unitCost: 1_000_000 }],
  });
}

const markOrdered = (token: string, id: string) => gql(STATUS, { id, updatedStatus: "ORDERED" }, token);

describe("order-approval", () => {
  contract(
    "the threshold is set, read back and cleared by an owner; a bad amount is refused",
    APPROVAL,
    async () => {
      const { token } = await session("owner");
      await withThreshold(THRESHOLD, async () => {
        assert.is(await threshold(token), THRESHOLD);
        for (const bad of [-1, 1_000_000_000.01, 1e12])
          assertRefused(
            await gql(SET, { threshold: bad }, token),
            { code: "BAD_USER_INPUT", message: "approval threshold" },
            String(bad),
          );
        const buyer = await session("buyer");
        assertRefused(
          await gql(SET, { threshold: 1 }, buyer.token),
          { code: "FORBIDDEN", message: "manageStore" },
          "a buyer",
        );
        assert.is(await threshold(token), THRESHOLD, "nothing changed");
        assert.is(await threshold(buyer.token), THRESHOLD, "any member may read it");
      });
    },
  );

  contract(
    "an order above the threshold cannot be marked ORDERED until approved; one at it can",
    APPROVAL,
    async () => {
      await withThreshold(THRESHOLD, async () => {
        const buyer = await session("buyer");
        const big = await orderOf(buyer.token, 600);
        const before = await stored(buyer.token, big.id);
        assert.is(before.needsApproval, true);
        assert.is(before.approval, null);
        assertRefused(
          await markOrdered(buyer.token, big.id),
          { code: "APPROVAL_REQUIRED", message: "approv" },
          "status",
        );
        assertRefused(
          await gql(UPDATE, { id: big.id, status: "ORDERED" }, buyer.token),
          { code: "APPROVAL_REQUIRED", message: "approv" },
          "updatePurchaseOrder's status",
        );
        assert.equal(await stored(buyer.token, big.id), before, "nothing changed");

        const atIt = await orderOf(buyer.token, 500);
        assert.is(
          (await stored(buyer.token, atIt.id)).needsApproval,
          false,
          "at the threshold: not above it",
        );
        assertRefused(
          await gql(APPROVE, { id: atIt.id }, (await session("owner")).token),
          { code: "CONFLICT", message: "needs no approval" },
          "approving an order that needs none",
        );
        assert.equal((await markOrdered(buyer.token, atIt.id)).body.errors, undefined);
      });
    },
  );

  contract(
    "another member who may approve approves it, with who and when, and then it may be ordered",
    APPROVAL,
    async () => {
      await withThreshold(THRESHOLD, async () => {
        const buyer = await session("buyer");
        const owner = await session("owner");
        const big = await orderOf(buyer.token, 600);
        assert.is((await stored(owner.token, big.id)).viewerCanApprove, true, "the owner may approve it");
        assert.is((await stored(buyer.token, big.id)).viewerCanApprove, false, "its buyer may not");
        const res = await gql(APPROVE, { id: big.id }, owner.token);
        assert.equal(res.body.errors, undefined, "approve");
        const after = await stored(buyer.token, big.id);
        assert.is(after.needsApproval, false);
        assert.is(after.viewerCanApprove, false);
        assert.is(after.approval.by.id, owner.userId);
        assert.ok(after.approval.by.name.length > 0);
        assert.ok(Math.abs(Date.parse(after.approval.at) - Date.now()) < 10 * 60_000, "at: now");
        const again = await gql(APPROVE, { id: big.id }, owner.token);
        assert.equal(again.body.errors, undefined, "approving again changes nothing");
        assert.equal(await stored(buyer.token, big.id), after);
        assert.equal((await markOrdered(buyer.token, big.id)).body.errors, undefined, "ordered");
        const ordered = await stored(buyer.token, big.id);
        assert.equal(ordered.approval, after.approval, "kept once ORDERED");
        assertRefused(
          await gql(APPROVE, { id: big.id }, owner.token),
          { code: "PURCHASE_ORDER_LOCKED", message: "OPEN" },
          "an ORDERED order",
        );
        assert.equal(await stored(buyer.token, big.id), ordered, "nothing changed");
      });
    },
  );

  contract("approving one's own order is refused, and nothing changes", APPROVAL, async () => {
    await withThreshold(THRESHOLD, async () => {
      const owner = await session("owner");
      const mine = await orderOf(owner.token, 600);
      const before = await stored(owner.token, mine.id);
      assert.is(before.viewerCanApprove, false, "not offered to the one who made it");
      assertRefused(
        await gql(APPROVE, { id: mine.id }, owner.token),
        { code: "SELF_APPROVAL", message: "yours" },
        "the owner's own order",
      );
      assert.equal(await stored(owner.token, mine.id), before);
    });
  });

  contract(
    "only a role with can_approve_purchase_order approves, and the permission is listed",
    { ...APPROVAL, roles: ["buyer", "receiver", "viewer"] },
    async () => {
      await withThreshold(THRESHOLD, async () => {
        const owner = await session("owner");
        const listed = await call("listPermissions", { token: owner.token });
        assert.ok(
          listed.body.data.some((p: { value: string }) => p.value === "can_approve_purchase_order"),
          "GET /role/permissions/ lists it",
        );
        const buyer = await session("buyer");
        const big = await orderOf(buyer.token, 600);
        const before = await stored(buyer.token, big.id);
        for (const role of ["buyer", "receiver", "viewer"] as const)
          assertRefused(
            await gql(APPROVE, { id: big.id }, (await session(role)).token),
            { code: "FORBIDDEN", message: /approvePurchaseOrder|viewPurchaseOrders/ },
            role,
          );
        assert.equal(await stored(buyer.token, big.id), before);
      });
    },
  );

  contract(
    "a store's threshold and orders are its own: another store's order is not found",
    { ...APPROVAL, state: "second store" },
    async ({ state }) => {
      const second = await otherStoreToken(state);
      const theirs = await orderOf(second, 600);
      await withThreshold(THRESHOLD, async () => {
        assert.is.not(await threshold(second), THRESHOLD, "the other store's threshold did not move");
        const { token } = await session("owner");
        const aimed = await gql(APPROVE, { id: theirs.id }, token);
        assertRefused(aimed, { code: "NOT_FOUND", message: "not found" }, "their order");
        assert.is((await stored(second, theirs.id)).approval, null);
      });
    },
  );

  contract(
    "an approval is void once the lines or the total change; a new supplier keeps it",
    APPROVAL,
    async () => {
      await withThreshold(THRESHOLD, async () => {
        const buyer = await session("buyer");
        const owner = await session("owner");
        const big = await orderOf(buyer.token, 600);
        const line = big.items[0].id;
        for (const change of [
          { itemUpdates: [{ id: line, quantity: 601 }] },
          { shippingCost: 5 },
          { itemUpdates: [{ id: line, unitCost: 999_999 }] },
        ]) {
          assert.equal((await gql(APPROVE, { id: big.id }, owner.token)).body.errors, undefined, "approve");
          assert.equal((await gql(UPDATE, { id: big.id, ...change }, buyer.token)).body.errors, undefined);
          const after = await stored(buyer.token, big.id);
          assert.is(after.approval, null, JSON.stringify(change));
          assert.is(after.needsApproval, true, JSON.stringify(change));
          assertRefused(
            await markOrdered(buyer.token, big.id),
            { code: "APPROVAL_REQUIRED", message: "approv" },
            "void",
          );
        }
        assert.equal((await gql(APPROVE, { id: big.id }, owner.token)).body.errors, undefined);
        const supplier = `mutation ContractSupplier($id: ID!) { setPurchaseOrderSupplier(id: $id, vendorId: null) { purchaseOrder { id } } }`;
        assert.equal((await gql(supplier, { id: big.id }, buyer.token)).body.errors, undefined);
        assert.ok((await stored(buyer.token, big.id)).approval, "the supplier is not what was approved");
        assert.equal((await markOrdered(buyer.token, big.id)).body.errors, undefined);
      });
    },
  );

  contract(
    "with the history extension too, the approval is in the order's history with who and the total",
    { ...APPROVAL, extensions: ["approval", "history"] },
    async () => {
      await withThreshold(THRESHOLD, async () => {
        const buyer = await session("buyer");
        const owner = await session("owner");
        const big = await orderOf(buyer.token, 600);
        await gql(APPROVE, { id: big.id }, owner.token);
        const res = await gql(
          `query ContractApprovalHistory($id: ID) { allPurchaseOrders(id: $id, first: 1) { nodes { history(first: 5) { nodes { kind by { id } from to } } } } }`,
          { id: big.id },
          buyer.token,
        );
        const [newest] = res.body.data.allPurchaseOrders.nodes[0].history.nodes;
        assert.equal(newest, { kind: "APPROVED", by: { id: owner.userId }, from: null, to: "600000000.00" });
      });
    },
  );
});
