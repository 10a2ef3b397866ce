// Extension "notes" (D239, D240): who reads an order's notes and files, and what its history says of them.
// A viewer (no order permission) reads neither, through the supplier page's summary of an order or the
// file's own call; with the history extension each note change and each file added and removed is one
// row. The extensions tier: skipped, with the reason, where the provider lacks either.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { REST, restPath } from "../schema/rest.ts";
import { bearer, gql } from "./support/client.ts";
import { attachFile, PNG } from "./support/files.ts";
import { createOrder, SUPPLIER } from "./support/orders.ts";
import { session, unique } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { apiBase } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const SET = `mutation ContractNotes($id: ID!, $internalNote: String, $supplierNote: String) {
  setPurchaseOrderNotes(id: $id, internalNote: $internalNote, supplierNote: $supplierNote) { purchaseOrder { id } }
}`;
const REMOVE = `mutation ContractRemoveAttachment($id: ID!, $attachmentId: ID!) {
  removePurchaseOrderAttachment(id: $id, attachmentId: $attachmentId) { purchaseOrder { id } }
}`;

describe("order-notes-readers", () => {
  contract(
    "a viewer reads no note and no file of an order, and cannot fetch the file",
    { extensions: ["notes"], roles: ["viewer"] },
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      const made = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Notes Supply") }, token);
      const supplierId = made.body.data.addSupplier.supplier.id;
      await gql(SUPPLIER, { id: order.id, vendorId: supplierId }, token);
      await gql(SET, { id: order.id, internalNote: "Budget is tight" }, token);
      const file = String((await attachFile(token, order.id, PNG)).body.data.id);
      const viewer = await session("viewer");
      for (const field of ["internalNote", "supplierNote", "attachments { id }"])
        assertRefused(
          await gql(
            `query ContractViewerNotes($id: ID!) { supplier(id: $id) { purchaseOrders { id ${field} } } }`,
            { id: supplierId },
            viewer.token,
          ),
          { code: "FORBIDDEN", message: field.split(" ")[0]! },
          `a viewer reading ${field}`,
        );
      const url = new URL(
        restPath(REST.purchaseOrderAttachment.path, { id: order.id, attachmentId: file }),
        apiBase,
      );
      assert.is((await fetch(url, { headers: bearer(viewer.token) })).status, 403, "the file itself");
    },
  );

  contract(
    "with the history extension too, note changes and files added and removed are recorded",
    { extensions: ["notes", "history"] },
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      await gql(SET, { id: order.id, supplierNote: "Fragile" }, token);
      const id = String((await attachFile(token, order.id, PNG, "label.png")).body.data.id);
      await gql(REMOVE, { id: order.id, attachmentId: id }, token);
      const res = await gql(
        `query ContractNotesHistory($id: ID) { allPurchaseOrders(id: $id, first: 1) { nodes { history(first: 5) { nodes { kind from to } } } } }`,
        { id: order.id },
        token,
      );
      assert.equal(res.body.data.allPurchaseOrders.nodes[0].history.nodes, [
        { kind: "ATTACHMENT_REMOVED", from: "label.png", to: null },
        { kind: "ATTACHMENT_ADDED", from: null, to: "label.png" },
        { kind: "SUPPLIER_NOTE", from: null, to: "Fragile" },
        { kind: "CREATED", from: null, to: null },
      ]);
    },
  );
});
