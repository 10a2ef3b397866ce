// Extension "notes" (D239): the note to the supplier is printed on the order's PDF and goes in the Send
// PDF mail; the internal note is in neither. What the PDF and the mail look like is the fake's (D16, D17):
// the strict tier, with the extension (skipped, with the reason, where either is absent).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { bearer, call, gql } from "./support/client.ts";
import { createOrder, SUPPLIER } from "./support/orders.ts";
import { runId, session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { apiBase } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const SET = `mutation ContractNotes($id: ID!, $internalNote: String, $supplierNote: String) {
  setPurchaseOrderNotes(id: $id, internalNote: $internalNote, supplierNote: $supplierNote) { purchaseOrder { id } }
}`;
const INTERNAL = "Only order if the budget allows";
const FOR_SUPPLIER = "Deliver to the back door before 10 am";

async function notedOrder(token: string) {
  const order = await createOrder(token);
  const res = await gql(SET, { id: order.id, internalNote: INTERNAL, supplierNote: FOR_SUPPLIER }, token);
  assert.equal(res.body.errors, undefined);
  return order.id as string;
}

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "po-notes-")), "order.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("order-notes-documents", () => {
  contract(
    "the PDF prints the note to the supplier, never the internal note",
    { extensions: ["notes"], strict: "D239" },
    async () => {
      const { token } = await session("owner");
      const id = await notedOrder(token);
      const res = await fetch(new URL(`PurchaseOrder/${id}`, apiBase), { headers: bearer(token) });
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      assert.match(text, `Note to supplier ${FOR_SUPPLIER}`);
      assert.not.match(text, INTERNAL);
    },
  );

  contract(
    "the Send PDF mail carries the note to the supplier, never the internal note",
    { extensions: ["notes", "demo"], strict: "D239" },
    async () => {
      const { token } = await session("owner");
      const id = await notedOrder(token);
      const email = `notes-${runId}@example.com`;
      const made = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Noted Supply"), email }, token);
      await gql(SUPPLIER, { id, vendorId: made.body.data.addSupplier.supplier.id }, token);
      assert.is((await call("sendPurchaseOrder", { token, params: { id } })).status, 200);
      const mail = (
        (await call("demoOutbox", { token })).body.data as { purchaseOrderId: number; body: string }[]
      ).find((m) => m.purchaseOrderId === Number(id));
      assert.match(mail!.body, FOR_SUPPLIER);
      assert.not.match(mail!.body, INTERNAL);
    },
  );
});
