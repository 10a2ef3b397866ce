// The purchase order PDF (D17) and sending it to the supplier (D16).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { formatDollars } from "../schema/format.ts";
import { call, gql, ownerIn, signInAs } from "./support/client.ts";
import { createOrder, products, SUPPLIER } from "./support/orders.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { apiBase, ensureProvider, resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

async function pdfOf(token: string, id: string) {
  await ensureProvider();
  const res = await fetch(new URL(`PurchaseOrder/${id}`, apiBase), {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "po-pdf-")), "order.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function orderWithSupplier(token: string, withEmail: boolean) {
  const product = (await products(token)).find((p) => p.variations.length === 0)!;
  const order = await createOrder(token, {
    shippingCost: 12.5,
    discount: "10%",
    items: [{ productId: product.id, quantity: 3, unitCost: 19.99 }],
  });
  const suppliers = (await gql(`query S { suppliers(first: 100) { nodes { id name email } } }`, {}, token))
    .body.data.suppliers.nodes;
  const supplier = suppliers.find((s: { email: string }) => (s.email !== "") === withEmail);
  await gql(SUPPLIER, { id: order.id, vendorId: supplier.id }, token);
  return { order, supplier, product };
}

test("the PDF is a real PDF naming the order number, the supplier and the total", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const { order, supplier, product } = await orderWithSupplier(accessToken, true);
  const { res, bytes } = await pdfOf(accessToken, order.id);
  assert.is(res.status, 200);
  assert.is(res.headers.get("content-type"), "application/pdf");
  assert.match(res.headers.get("content-disposition") ?? "", `PurchaseOrder-${order.id}.pdf`);
  assert.is(bytes.subarray(0, 5).toString(), "%PDF-");
  const text = pdfText(bytes);
  assert.match(text, `Purchase Order PO-${order.id}`);
  assert.match(text, supplier.name);
  assert.match(text, product.name.slice(0, 20));
  // 3 x 19.99 = 59.97; 10% off = 6.00; + 12.50 shipping = 66.47
  assert.match(text, formatDollars(66.47));
  assert.match(text, "Maple Street Market");
});

test("the PDF draws Latin Extended, Greek and Cyrillic names as written and a replacement for CJK (D60)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const name = "Żółć Ελλάδα Москва 東京";
  const added = await gql(ADD_SUPPLIER, { ...createForm(), name }, accessToken);
  const order = await createOrder(accessToken);
  await gql(SUPPLIER, { id: order.id, vendorId: added.body.data.addSupplier.supplier.id }, accessToken);
  const text = pdfText((await pdfOf(accessToken, order.id)).bytes);
  assert.match(text, "Żółć Ελλάδα Москва \uFFFD\uFFFD");
  assert.not.match(text, "東京");
});

test("another store's order has no PDF", async () => {
  const accessToken = await ownerIn("Maple Street Market");
  const order = await createOrder(accessToken);
  const elsewhere = await ownerIn("Harbor Hardware");
  assert.is((await pdfOf(elsewhere, order.id)).res.status, 404);
  assert.is((await pdfOf(accessToken, "999999")).res.status, 404);
});

test("sending answers 200 when the supplier has an email (D16)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const { order, supplier } = await orderWithSupplier(accessToken, true);
  const res = await call("sendPurchaseOrder", { token: accessToken, params: { id: order.id } });
  assert.is(res.status, 200);
  assert.equal(res.body, { data: { to: supplier.email } });
});

test("sending answers 400 with a description when the supplier has no email, or there is none", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const { order, supplier } = await orderWithSupplier(accessToken, false);
  const res = await call("sendPurchaseOrder", { token: accessToken, params: { id: order.id } });
  assert.is(res.status, 400);
  assert.match(res.body.description, `${supplier.name} has no email address.`);
  const bare = await createOrder(accessToken);
  const none = await call("sendPurchaseOrder", { token: accessToken, params: { id: bare.id } });
  assert.is(none.status, 400);
  assert.match(none.body.description, "no supplier");
});

test("a receiver may read the PDF but not send it (D6)", async () => {
  const buyer = (await signInAs("buyer@example.com")).accessToken;
  const receiver = (await signInAs("receiver@example.com")).accessToken;
  const { order } = await orderWithSupplier(buyer, true);
  assert.is((await pdfOf(receiver, order.id)).res.status, 200);
  assert.is((await call("sendPurchaseOrder", { token: receiver, params: { id: order.id } })).status, 403);
});

test.run("purchase-order-documents");
