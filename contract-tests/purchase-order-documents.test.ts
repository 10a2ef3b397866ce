// The purchase order PDF (D17) and sending it to the supplier (D16). Black-box: the test's own orders and
// suppliers (a supplier's email is at example.com, so a provider that really mails sends nothing anywhere);
// what the PDF shows and the refusal's text are the fake's (strict); another store is a provider state.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { formatDollars } from "../schema/format.ts";
import { call, gql } from "./support/client.ts";
import { createOrder, products, SUPPLIER } from "./support/orders.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { otherStoreToken, session, unique } from "./support/sessions.ts";
import { apiBase, ensureProvider } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const signedIn = async () => ({ accessToken: (await session("owner")).token });

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
  const supplier = {
    name: unique("Documents supplier"),
    email: withEmail ? "ct-orders@example.com" : "",
    id: "",
  };
  const added = await gql(
    ADD_SUPPLIER,
    { ...createForm(), name: supplier.name, email: supplier.email },
    token,
  );
  assert.is(added.body.errors, undefined, "addSupplier");
  supplier.id = added.body.data.addSupplier.supplier.id;
  const set = await gql(SUPPLIER, { id: order.id, vendorId: supplier.id }, token);
  assert.is(set.body.errors, undefined, "setPurchaseOrderSupplier");
  return { order, supplier, product };
}

describe("purchase-order-documents", () => {
  contract("the PDF call answers a PDF of the order", {}, async () => {
    const { accessToken } = await signedIn();
    const { order } = await orderWithSupplier(accessToken, true);
    const { res, bytes } = await pdfOf(accessToken, order.id);
    assert.is(res.status, 200);
    assert.is(res.headers.get("content-type"), "application/pdf");
    assert.is(bytes.subarray(0, 5).toString(), "%PDF-");
  });

  contract(
    "the PDF names the order number, the supplier, the store and the total",
    { strict: "D17" },
    async () => {
      const { accessToken } = await signedIn();
      const { storeName } = await session("owner");
      const { order, supplier, product } = await orderWithSupplier(accessToken, true);
      const { res, bytes } = await pdfOf(accessToken, order.id);
      assert.match(res.headers.get("content-disposition") ?? "", `PurchaseOrder-${order.id}.pdf`);
      const text = pdfText(bytes);
      assert.match(text, `Purchase Order PO-${order.id}`);
      assert.match(text, supplier.name);
      assert.match(text, product.name.slice(0, 20));
      // 3 x 19.99 = 59.97; 10% off = 6.00; + 12.50 shipping = 66.47
      assert.match(text, formatDollars(66.47));
      assert.match(text, storeName);
    },
  );

  contract(
    "the PDF draws Latin Extended, Greek and Cyrillic names as written and a replacement for CJK",
    { strict: "D60" },
    async () => {
      const { accessToken } = await signedIn();
      const name = `Żółć Ελλάδα Москва 東京 ${unique("ct")}`;
      const added = await gql(ADD_SUPPLIER, { ...createForm(), name }, accessToken);
      const order = await createOrder(accessToken);
      await gql(SUPPLIER, { id: order.id, vendorId: added.body.data.addSupplier.supplier.id }, accessToken);
      const text = pdfText((await pdfOf(accessToken, order.id)).bytes);
      assert.match(text, "Żółć Ελλάδα Москва \uFFFD\uFFFD");
      assert.not.match(text, "東京");
    },
  );

  contract("another store's order has no PDF", { state: "second store" }, async ({ state }) => {
    const { accessToken } = await signedIn();
    const order = await createOrder(accessToken);
    const elsewhere = await otherStoreToken(state);
    assert.is((await pdfOf(elsewhere, order.id)).res.status, 404);
    assert.is((await pdfOf(accessToken, "999999")).res.status, 404);
  });

  contract("sending answers 200 when the supplier has an email (D16)", {}, async () => {
    const { accessToken } = await signedIn();
    const { order, supplier } = await orderWithSupplier(accessToken, true);
    const res = await call("sendPurchaseOrder", { token: accessToken, params: { id: order.id } });
    assert.is(res.status, 200);
    assert.equal(res.body, { data: { to: supplier.email } });
  });

  contract(
    "sending answers 400 with a description when the supplier has no email, or there is none",
    { strict: "D16" },
    async () => {
      const { accessToken } = await signedIn();
      const { order, supplier } = await orderWithSupplier(accessToken, false);
      const res = await call("sendPurchaseOrder", { token: accessToken, params: { id: order.id } });
      assert.is(res.status, 400);
      assert.match(res.body.description, `${supplier.name} has no email address.`);
      const bare = await createOrder(accessToken);
      const none = await call("sendPurchaseOrder", { token: accessToken, params: { id: bare.id } });
      assert.is(none.status, 400);
      assert.match(none.body.description, "no supplier");
    },
  );

  contract("a receiver may read the PDF but not send it (D6)", { roles: ["receiver"] }, async () => {
    const buyer = (await session("owner")).token;
    const receiver = (await session("receiver")).token;
    const { order } = await orderWithSupplier(buyer, true);
    assert.is((await pdfOf(receiver, order.id)).res.status, 200);
    assert.is((await call("sendPurchaseOrder", { token: receiver, params: { id: order.id } })).status, 403);
  });
});
