// Suppliers over GraphQL (spec sections 2, 5 and 7, D10, D11, D26): the list the screen pages through,
// the edit page's query with its order status filter, and the create and update mutations with their
// validation. Every refusal is checked to have stored nothing.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { gql, ownerIn, signInAs } from "./support/client.ts";
import { walk } from "./support/paging.ts";
import { ADD_SUPPLIER as ADD, createForm, UPDATE_SUPPLIER as UPDATE } from "./support/suppliers.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

// ---------------------------------------------------------------------------------------------
// The operations, shaped as the app sends them (spec section 7).

const SUPPLIER_FIELDS = `id name email
  primaryAddress { id address1 address2 city state zipCode }
  contactNumber { id number extension }
  faxNumber { id number extension }`;

const LIST = `query ContractSupplierList($first: Int, $after: String, $last: Int, $before: String) {
  suppliers(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    nodes { ${SUPPLIER_FIELDS} }
    edges { cursor }
  }
}`;

const ONE = `query ContractSupplier($id: ID!, $poStatus: [PurchaseOrderStatus!]) {
  supplier(id: $id) {
    ${SUPPLIER_FIELDS}
    purchaseOrders(status: $poStatus) {
      id dateCreated dateOrdered dateReceived status calculateTotal items { id quantity }
    }
  }
}`;

interface Supplier {
  id: string;
  name: string;
  email: string;
  primaryAddress: {
    id: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zipCode: string;
  };
  contactNumber: { id: string; number: string; extension: string };
  faxNumber: { id: string; number: string; extension: string };
}

/** A supplier as its form holds it: the parts without their ids. */
const asForm = ({ name, email, primaryAddress, contactNumber, faxNumber }: Supplier) => {
  const { id: _address, ...address } = primaryAddress;
  const { id: _contact, ...contact } = contactNumber;
  const { id: _fax, ...fax } = faxNumber;
  return { name, email, primaryAddress: address, contactNumber: contact, faxNumber: fax };
};

/** What the edit form sends: every field of the supplier, email included. */
const editForm = (s: Supplier) => ({ id: s.id, ...asForm(s) });

const allSuppliers = async (token: string) =>
  (await gql(LIST, { first: 100 }, token)).body.data.suppliers as { totalCount: number; nodes: Supplier[] };

const readSupplier = async (token: string, id: string) =>
  (await gql(ONE, { id }, token)).body.data.supplier as (Supplier & { purchaseOrders: unknown[] }) | null;

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

// ---------------------------------------------------------------------------------------------
// Reads

test("the supplier list pages forwards and back by edge cursors with each page size, ordered by name", async () => {
  const token = await ownerIn("Maple Street Market");
  const all = await allSuppliers(token);
  assert.ok(all.totalCount > 5, "more than one page at the default size");
  assert.is(all.nodes.length, all.totalCount);
  const names = all.nodes.map((s) => s.name);
  assert.equal(
    names,
    [...names].sort((a, b) => a.localeCompare(b)),
  );
  for (const s of all.nodes) {
    assert.type(s.email, "string");
    assert.type(s.primaryAddress.address1, "string");
    assert.type(s.contactNumber.number, "string");
    assert.type(s.faxNumber.extension, "string");
  }

  for (const size of [5, 10, 25, 50, 100]) await walk(LIST, "suppliers", size, token, all.nodes);
});

test("the edit page's orders narrow to the chosen statuses, and all four come back when none are given", async () => {
  const token = await ownerIn("Maple Street Market");
  const orders = (
    await gql(
      `query ContractOrderVendors { allPurchaseOrders(first: 100) { nodes { id status vendor { id } } } }`,
      {},
      token,
    )
  ).body.data.allPurchaseOrders.nodes as { id: string; status: string; vendor: { id: string } | null }[];
  // The supplier with the most orders, so that narrowing has something to drop.
  const counts = new Map<string, number>();
  for (const o of orders) if (o.vendor) counts.set(o.vendor.id, (counts.get(o.vendor.id) ?? 0) + 1);
  const id = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const theirs = orders.filter((o) => o.vendor?.id === id);
  assert.ok(new Set(theirs.map((o) => o.status)).size > 1, "the supplier has orders in several statuses");

  const omitted = (await gql(ONE, { id }, token)).body.data.supplier;
  assert.is(omitted.id, id);
  assert.equal(ids(omitted.purchaseOrders).sort(), ids(theirs).sort());
  const everyStatus = (await gql(ONE, { id, poStatus: ["OPEN", "ORDERED", "RECEIVED", "CLOSED"] }, token))
    .body.data.supplier;
  assert.equal(everyStatus.purchaseOrders, omitted.purchaseOrders);

  for (const poStatus of [["OPEN"], ["ORDERED", "CLOSED"], ["RECEIVED"]]) {
    const narrowed = (await gql(ONE, { id, poStatus }, token)).body.data.supplier.purchaseOrders;
    assert.equal(
      narrowed,
      omitted.purchaseOrders.filter((o: { status: string }) => poStatus.includes(o.status)),
      poStatus.join(","),
    );
  }
  for (const o of omitted.purchaseOrders) {
    assert.type(o.calculateTotal, "number");
    assert.ok(o.items.every((i: { quantity: number }) => Number.isInteger(i.quantity)));
  }
});

// ---------------------------------------------------------------------------------------------
// Create and update

test("a created supplier gets an id and then shows in the list and on its own page", async () => {
  const token = await ownerIn("Maple Street Market");
  const before = await allSuppliers(token);
  const res = await gql(ADD, createForm(), token);
  assert.is(res.body.errors, undefined);
  const id: string = res.body.data.addSupplier.supplier.id;
  assert.match(id, /^\d+$/);
  assert.not.ok(ids(before.nodes).includes(id));

  const after = await allSuppliers(token);
  assert.is(after.totalCount, before.totalCount + 1);
  const listed = after.nodes.find((s) => s.id === id)!;
  assert.equal(asForm(listed), { ...createForm(), email: "" });
  const partIds = [listed.primaryAddress.id, listed.contactNumber.id, listed.faxNumber.id];
  assert.is(new Set([id, ...partIds]).size, 4, "the supplier and its parts have ids of their own");

  const { purchaseOrders, ...own } = (await gql(ONE, { id }, token)).body.data.supplier;
  assert.equal(own, listed);
  assert.equal(purchaseOrders, []);
});

test("an update changes the email and leaves the rest of the supplier as it was", async () => {
  const token = await ownerIn("Maple Street Market");
  const [target] = (await allSuppliers(token)).nodes;
  const res = await gql(UPDATE, { ...editForm(target!), email: "buying@northwind.example" }, token);
  assert.is(res.body.errors, undefined);
  assert.is(res.body.data.updateSupplier.supplier.id, target!.id);
  const { purchaseOrders, ...after } = (await gql(ONE, { id: target!.id }, token)).body.data.supplier;
  assert.ok(Array.isArray(purchaseOrders));
  assert.equal(after, { ...target, email: "buying@northwind.example" });
});

test("any member of the store may create and edit suppliers, even one without permissions", async () => {
  const { accessToken } = await signInAs("viewer@example.com");
  const added = await gql(ADD, createForm(), accessToken);
  assert.is(added.body.errors, undefined);
  const id = added.body.data.addSupplier.supplier.id;
  const edited = await gql(UPDATE, { ...createForm(), id, email: "viewer-set@example.com" }, accessToken);
  assert.is(edited.body.errors, undefined);
  assert.is((await readSupplier(accessToken, id))!.email, "viewer-set@example.com");
});

test("an account without a store may not read, create or edit suppliers", async () => {
  const { accessToken } = await signInAs("newcomer@example.com");
  for (const [query, variables] of [
    [LIST, { first: 5 }],
    [ADD, createForm()],
    [UPDATE, { ...createForm(), id: "1" }],
  ] as const) {
    const res = await gql(query, variables, accessToken);
    assert.is(res.body.errors?.[0]?.extensions?.code, "FORBIDDEN", query.slice(0, 40));
  }
});

// ---------------------------------------------------------------------------------------------
// Validation (spec section 5, D26): refused with BAD_USER_INPUT, and nothing stored or changed

type Form = ReturnType<typeof createForm> & { email?: string };
const withAddress = (change: Partial<Form["primaryAddress"]>) => (f: Form) => ({
  ...f,
  primaryAddress: { ...f.primaryAddress, ...change },
});

const INVALID: [string, (f: Form) => Form, string, string][] = [
  ["an empty name", (f) => ({ ...f, name: "  " }), "name", "Name must not be empty"],
  [
    "an empty address 1",
    withAddress({ address1: "" }),
    "primaryAddress.address1",
    "Address 1 must not be empty",
  ],
  ["an empty city", withAddress({ city: "" }), "primaryAddress.city", "City must not be empty"],
  ["an empty state", withAddress({ state: "" }), "primaryAddress.state", "State must not be empty"],
  [
    "a zip shorter than 5",
    withAddress({ zipCode: "0484" }),
    "primaryAddress.zipCode",
    "Zip must be at least 5",
  ],
  [
    "a phone shorter than 7",
    (f) => ({ ...f, contactNumber: { number: "555014", extension: "" } }),
    "contactNumber.number",
    "Contact number must be at least 7",
  ],
  [
    "a phone of 8 characters but 6 digits",
    (f) => ({ ...f, contactNumber: { number: "555-12 3", extension: "" } }),
    "contactNumber.number",
    "Contact number must be at least 7 digits",
  ],
  ["a 201-character name", (f) => ({ ...f, name: "N".repeat(201) }), "name", "Name must be at most 200"],
  ["a malformed email", (f) => ({ ...f, email: "buying@" }), "email", "Email must be a valid email address"],
];

for (const [what, change, field, message] of INVALID)
  test(`${what} is refused on create and on update, and nothing is stored`, async () => {
    const token = await ownerIn("Maple Street Market");
    const before = await allSuppliers(token);
    const target = before.nodes[0]!;

    const added = await gql(ADD, change(createForm()), token);
    const updated = await gql(UPDATE, { ...change(createForm()), id: target.id }, token);
    for (const res of [added, updated]) {
      assert.is(res.body.data, null);
      const [error] = res.body.errors;
      assert.is(error.extensions.code, "BAD_USER_INPUT");
      assert.match(error.message, message);
      assert.equal(error.extensions.fields, [field]);
    }
    assert.equal(await allSuppliers(token), before);
  });

test("several faulty fields are named together in one message", async () => {
  const token = await ownerIn("Maple Street Market");
  const before = await allSuppliers(token);
  const form = createForm();
  const res = await gql(
    ADD,
    { ...form, primaryAddress: { ...form.primaryAddress, zipCode: "123" }, contactNumber: { number: "12" } },
    token,
  );
  const [error] = res.body.errors;
  assert.is(error.message, "Zip must be at least 5 characters; Contact number must be at least 7 digits.");
  assert.equal(error.extensions.fields, ["primaryAddress.zipCode", "contactNumber.number"]);
  assert.equal(await allSuppliers(token), before);
});

// ---------------------------------------------------------------------------------------------
// Store scoping (D11) and text

test("another store's supplier reads as null and cannot be updated, exactly like a missing one", async () => {
  const harbor = await ownerIn("Harbor Hardware");
  const theirs = (await allSuppliers(harbor)).nodes[0]!;

  const maple = await ownerIn("Maple Street Market");
  assert.equal((await gql(ONE, { id: theirs.id }, maple)).body, { data: { supplier: null } });
  const refused = await gql(UPDATE, { ...editForm(theirs), name: "Taken over" }, maple);
  const missing = await gql(UPDATE, { ...editForm(theirs), id: "999999", name: "Taken over" }, maple);
  assert.is(refused.body.errors[0].extensions.code, "NOT_FOUND");
  assert.equal(JSON.parse(JSON.stringify(refused.body).replaceAll(theirs.id, "999999")), missing.body);
  assert.not.ok(ids((await allSuppliers(maple)).nodes).includes(theirs.id));

  const again = await ownerIn("Harbor Hardware");
  const { purchaseOrders, ...unchanged } = (await gql(ONE, { id: theirs.id }, again)).body.data.supplier;
  assert.ok(Array.isArray(purchaseOrders));
  assert.equal(unchanged, theirs);
});

test("a name with script and markup is stored and read back exactly as typed", async () => {
  const token = await ownerIn("Maple Street Market");
  for (const name of ["<img src=x onerror=alert(1)>", `<script>alert("x")</script> & 'Sons'`]) {
    const id = (await gql(ADD, { ...createForm(), name }, token)).body.data.addSupplier.supplier.id;
    assert.is((await readSupplier(token, id))!.name, name);
    assert.ok((await allSuppliers(token)).nodes.some((s) => s.id === id && s.name === name));
  }
});

test.run();
