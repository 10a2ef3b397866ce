// Extension "notes" (D239-D241): an order's internal note and note to the supplier, and its attachments
// (PDF, PNG, JPEG by content, at most 10 MB each and 20 an order), added by a buyer or by a receiver
// checking in, read by whoever reads the order, removed only by their author, nothing changing once the
// order is CLOSED. Every refusal is a clear 4xx and changes nothing. The extensions tier: skipped, with
// the reason, where the provider's schema has no PurchaseOrder.internalNote (D231).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { REST, restPath } from "../schema/rest.ts";
import { bearer, gql } from "./support/client.ts";
import { attachFile, IMPOSTORS, JPEG, PNG, pdf } from "./support/files.ts";
import { createOrder, createStockedOrder, moveTo } from "./support/orders.ts";
import { otherStoreToken, session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { apiBase } from "./support/target.ts";
import { contract, type Needs } from "./support/tiers.ts";

const NOTES: Needs = { extensions: ["notes"] };

const SET = `mutation ContractNotes($id: ID!, $internalNote: String, $supplierNote: String) {
  setPurchaseOrderNotes(id: $id, internalNote: $internalNote, supplierNote: $supplierNote) { purchaseOrder { id internalNote supplierNote } }
}`;
const REMOVE = `mutation ContractRemoveAttachment($id: ID!, $attachmentId: ID!) {
  removePurchaseOrderAttachment(id: $id, attachmentId: $attachmentId) { purchaseOrder { id } }
}`;
const READ = `query ContractOrderNotes($id: ID) {
  allPurchaseOrders(id: $id, first: 1) { nodes { id internalNote supplierNote
    attachments { id fileName contentType size addedAt addedBy { id name } } } }
}`;

interface Stored {
  internalNote: string | null;
  supplierNote: string | null;
  attachments: { id: string; fileName: string; contentType: string; size: number; addedBy: { id: string } }[];
}
async function stored(token: string, id: string): Promise<Stored> {
  const res = await gql(READ, { id }, token);
  assert.equal(res.body.errors, undefined, "read");
  return res.body.data.allPurchaseOrders.nodes[0];
}

const attach = attachFile;
async function download(token: string, id: string, attachmentId: string) {
  const url = new URL(restPath(REST.purchaseOrderAttachment.path, { id, attachmentId }), apiBase);
  const res = await fetch(url, { headers: bearer(token) });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe("order-notes", () => {
  contract("notes are set, read back, kept when left out, and cleared", NOTES, async () => {
    const { token } = await session("owner");
    const order = await createOrder(token);
    assert.equal(await stored(token, order.id), {
      id: order.id,
      internalNote: null,
      supplierNote: null,
      attachments: [],
    } as never);
    await gql(
      SET,
      { id: order.id, internalNote: "Ask Dana first", supplierNote: "Deliver to the back door" },
      token,
    );
    let now = await stored(token, order.id);
    assert.equal([now.internalNote, now.supplierNote], ["Ask Dana first", "Deliver to the back door"]);
    await gql(SET, { id: order.id, internalNote: "  " }, token);
    now = await stored(token, order.id);
    assert.equal([now.internalNote, now.supplierNote], [null, "Deliver to the back door"]);
  });

  contract(
    "a note over 2000 characters, on a CLOSED order or from a receiver is refused, nothing changed",
    { ...NOTES, roles: ["receiver"] },
    async () => {
      const { token } = await session("owner");
      const order = await createStockedOrder(token);
      await gql(SET, { id: order.id, supplierNote: "Fragile" }, token);
      const before = await stored(token, order.id);
      assertRefused(
        await gql(SET, { id: order.id, supplierNote: "x".repeat(2001) }, token),
        { code: "BAD_USER_INPUT", message: "2000" },
        "too long",
      );
      assertRefused(
        await gql(SET, { id: order.id, internalNote: "y".repeat(2001) }, token),
        { code: "BAD_USER_INPUT", message: "internalNote" },
        "the internal note too long",
      );
      const receiver = await session("receiver");
      assertRefused(
        await gql(SET, { id: order.id, internalNote: "mine" }, receiver.token),
        { code: "FORBIDDEN", message: "editPurchaseOrder" },
        "a receiver",
      );
      await moveTo(token, order.id, ["ORDERED", "RECEIVED", "CLOSED"]);
      assertRefused(
        await gql(SET, { id: order.id, supplierNote: "Later" }, token),
        { code: "PURCHASE_ORDER_LOCKED", message: "CLOSED" },
        "closed",
      );
      assert.equal(await stored(token, order.id), before);
    },
  );

  contract(
    "a PDF, a PNG and a JPEG are kept as sent, listed with who added them, and read back",
    NOTES,
    async () => {
      const { token, userId } = await session("owner");
      const order = await createOrder(token);
      const files = [
        { bytes: pdf(), name: "quote.pdf", type: "application/pdf" },
        { bytes: PNG, name: "label.png", type: "image/png" },
        // Named and typed wrongly on purpose: the content decides.
        { bytes: JPEG, name: "pallet.png", type: "image/png" },
      ];
      for (const file of files) {
        const res = await attach(token, order.id, file.bytes, file.name, file.type);
        assert.is(res.status, 200, JSON.stringify(res.body));
      }
      const list = (await stored(token, order.id)).attachments;
      assert.equal(
        list.map((a) => [a.fileName, a.contentType, a.size, a.addedBy.id]),
        [
          ["quote.pdf", "application/pdf", files[0]!.bytes.length, userId],
          ["label.png", "image/png", PNG.length, userId],
          ["pallet.png", "image/jpeg", JPEG.length, userId],
        ],
      );
      for (const [i, a] of list.entries()) {
        const got = await download(token, order.id, a.id);
        assert.equal([got.status, got.type, got.bytes.equals(files[i]!.bytes)], [200, a.contentType, true]);
      }
    },
  );

  contract(
    "a file that is not a whole PDF, PNG or JPEG is refused whatever its name, nothing kept",
    NOTES,
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      for (const impostor of IMPOSTORS) {
        const res = await attach(token, order.id, impostor.bytes, impostor.name, impostor.type);
        assert.ok([400, 415].includes(res.status), `${impostor.what}: ${res.status}`);
        assert.match(res.body.description, "The file", impostor.what);
      }
      assert.equal((await stored(token, order.id)).attachments, []);
    },
  );

  contract(
    "a file over 10 MB is refused 413, an empty one 400 and the 21st file 409, nothing kept",
    NOTES,
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 2 ** 20 + 1 - PNG.length)]);
      assert.is((await attach(token, order.id, big)).status, 413);
      const empty = await attach(token, order.id, Buffer.alloc(0), "empty.png");
      assert.equal([empty.status, empty.body.description], [400, "The file is empty."], "an empty file");
      for (let i = 0; i < 20; i++) assert.is((await attach(token, order.id, PNG, `p${i}.png`)).status, 200);
      const res = await attach(token, order.id, PNG, "p20.png");
      assertRefused(res, { code: "CONFLICT", message: "20" }, "the 21st");
      assert.is((await stored(token, order.id)).attachments.length, 20);
    },
  );

  contract(
    "only the author removes a file, never once CLOSED; a receiver adds one while ORDERED only",
    { ...NOTES, roles: ["buyer", "receiver"] },
    async () => {
      const { token } = await session("owner");
      const receiver = await session("receiver");
      const order = await createStockedOrder(token);
      assertRefused(
        await attach(receiver.token, order.id, PNG),
        { code: "FORBIDDEN", message: "ORDERED" },
        "a receiver while OPEN",
      );
      await moveTo(token, order.id, ["ORDERED"]);
      const added = await attach(receiver.token, order.id, JPEG, "dock.jpg", "image/jpeg");
      assert.is(added.status, 200, "a receiver checking in");
      const id = String(added.body.data.id);
      assertRefused(
        await gql(REMOVE, { id: order.id, attachmentId: id }, token),
        { code: "FORBIDDEN", message: "added it" },
        "the owner, not its author",
      );
      assert.is((await stored(token, order.id)).attachments.length, 1);
      const second = String((await attach(receiver.token, order.id, PNG)).body.data.id);
      assert.equal(
        (await gql(REMOVE, { id: order.id, attachmentId: second }, receiver.token)).body.errors,
        undefined,
      );
      await moveTo(token, order.id, ["RECEIVED", "CLOSED"]);
      assertRefused(
        await gql(REMOVE, { id: order.id, attachmentId: id }, receiver.token),
        { code: "PURCHASE_ORDER_LOCKED", message: "CLOSED" },
        "closed",
      );
      assertRefused(
        await attach(token, order.id, PNG),
        { code: "PURCHASE_ORDER_LOCKED", message: "CLOSED" },
        "adding once closed",
      );
      assert.equal(
        (await stored(token, order.id)).attachments.map((a) => a.id),
        [id],
      );
    },
  );

  contract(
    "another store's order is not found for every call, and nothing changes there",
    { ...NOTES, state: "second store" },
    async ({ state }) => {
      const { token } = await session("owner");
      const theirs = await otherStoreToken(state);
      const order = await createOrder(theirs);
      await gql(SET, { id: order.id, internalNote: "Theirs" }, theirs);
      const file = String((await attach(theirs, order.id, PNG)).body.data.id);
      const before = await stored(theirs, order.id);
      assertRefused(
        await gql(SET, { id: order.id, internalNote: "Ours" }, token),
        { code: "NOT_FOUND", message: "not found" },
        "notes",
      );
      assertRefused(
        await attach(token, order.id, PNG),
        { code: "NOT_FOUND", message: "not found" },
        "upload",
      );
      assertRefused(
        await gql(REMOVE, { id: order.id, attachmentId: file }, token),
        { code: "NOT_FOUND", message: "not found" },
        "remove",
      );
      assert.is((await download(token, order.id, file)).status, 404, "download");
      assert.equal(await stored(theirs, order.id), before);
    },
  );
});
