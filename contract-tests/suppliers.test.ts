// Suppliers over GraphQL (spec sections 2, 5 and 7, D10, D11, D26): the list the screen pages through,
// the edit page's query with its order status filter, and the create and update mutations with their
// validation. Every refusal is checked to have stored nothing.
// The exemplar of the tiers (support/tiers.ts, docs/PROVIDERS.md): the black-box tests make their own
// suppliers and orders, named with the run's id, and look only at those; what needs a second store or an
// account without one asks for a provider state; the provider's own choices where the spec is silent (its
// refusals of what the app's forms never send, the list's order) are the strict tier.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql, signInAs } from "./support/client.ts";
import { createStockedOrder, moveTo, SUPPLIER as SET_SUPPLIER } from "./support/orders.ts";
import { walkOwn } from "./support/paging.ts";
import { otherStoreToken, session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER as ADD, createForm, UPDATE_SUPPLIER as UPDATE } from "./support/suppliers.ts";
import { contract } from "./support/tiers.ts";

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

/** Every supplier of the store, a page of 100 at a time (a provider's store may hold more). */
async function allSuppliers(token: string) {
  const nodes: Supplier[] = [];
  let after: string | null = null;
  let totalCount: number;
  do {
    const res: { body: any } = await gql(LIST, { first: 100, after }, token);
    assert.is(res.body.errors, undefined, "the supplier list");
    const page: { totalCount: number; nodes: Supplier[]; edges: { cursor: string }[] } =
      res.body.data.suppliers;
    totalCount = page.totalCount;
    nodes.push(...page.nodes);
    after = page.edges.at(-1)?.cursor ?? null;
    if (page.nodes.length < 100) break;
  } while (nodes.length < totalCount);
  return { totalCount, nodes };
}

/** Adds a supplier of the create form named `name` (a fresh one by default) and answers its id. */
async function addOwn(token: string, name = unique("Northwind Traders")): Promise<string> {
  const res = await gql(ADD, { ...createForm(), name }, token);
  assert.is(res.body.errors, undefined, `addSupplier ${name}`);
  return res.body.data.addSupplier.supplier.id;
}

const readSupplier = async (token: string, id: string) =>
  (await gql(ONE, { id }, token)).body.data.supplier as (Supplier & { purchaseOrders: unknown[] }) | null;

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

// ---------------------------------------------------------------------------------------------
// Reads

describe("suppliers", () => {
  contract(
    "the supplier list pages forwards and back by edge cursors with each page size, each supplier once",
    {},
    async () => {
      const { token } = await session("owner");
      const own: string[] = [];
      for (let i = 0; i < 7; i++) own.push(await addOwn(token));
      for (const size of [5, 10, 25, 50, 100]) {
        const listed = await walkOwn<Supplier>(LIST, "suppliers", size, token, own);
        for (const s of listed.filter((s) => own.includes(s.id))) {
          assert.equal(asForm(s), { ...createForm(), name: s.name, email: "" });
          assert.type(s.primaryAddress.id, "string");
          assert.type(s.contactNumber.id, "string");
          assert.type(s.faxNumber.extension, "string");
        }
      }
    },
  );

  contract("the supplier list is ordered by name", { strict: "D159" }, async () => {
    const { token } = await session("owner");
    // Made out of name order, so that creation order would not pass.
    const names = ["m", "c", "x", "a", "q"].map((letter) => unique(`Ct ${letter}`));
    const own: string[] = [];
    for (const name of names) own.push(await addOwn(token, name));
    const all = await allSuppliers(token);
    const listed = all.nodes.map((s) => s.name);
    assert.equal(
      listed,
      [...listed].sort((a, b) => a.localeCompare(b)),
    );
    const mine = all.nodes.filter((s) => own.includes(s.id)).map((s) => s.name);
    assert.equal(
      mine,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
  });

  contract(
    "the edit page's orders narrow to the chosen statuses, and all four come back when none are given",
    {},
    async () => {
      const { token } = await session("owner");
      const id = await addOwn(token);
      // An order of the supplier in each status, and one of no supplier to be left out.
      const made: Record<string, string> = {};
      for (const [status, path] of [
        ["OPEN", []],
        ["ORDERED", ["ORDERED"]],
        ["RECEIVED", ["ORDERED", "RECEIVED"]],
        ["CLOSED", ["ORDERED", "RECEIVED", "CLOSED"]],
      ] as const) {
        const order = await createStockedOrder(token);
        const set = await gql(SET_SUPPLIER, { id: order.id, vendorId: id }, token);
        assert.is(set.body.errors, undefined, "setPurchaseOrderSupplier");
        await moveTo(token, order.id, [...path]);
        made[status] = order.id;
      }
      await createStockedOrder(token);

      const omitted = (await gql(ONE, { id }, token)).body.data.supplier;
      assert.is(omitted.id, id);
      assert.equal(ids(omitted.purchaseOrders).sort(), Object.values(made).sort());
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
        assert.equal(ids(narrowed).sort(), poStatus.map((s) => made[s]).sort(), poStatus.join(","));
      }
      for (const o of omitted.purchaseOrders) {
        assert.type(o.calculateTotal, "number");
        assert.ok(o.items.every((i: { quantity: number }) => Number.isInteger(i.quantity)));
      }
    },
  );

  // -------------------------------------------------------------------------------------------
  // Create and update

  contract("a created supplier gets an id and then shows in the list and on its own page", {}, async () => {
    const { token } = await session("owner");
    const before = await allSuppliers(token);
    const name = unique("Northwind Traders");
    const res = await gql(ADD, { ...createForm(), name }, token);
    assert.is(res.body.errors, undefined);
    const id: string = res.body.data.addSupplier.supplier.id;
    assert.match(id, /^\d+$/);
    assert.not.ok(ids(before.nodes).includes(id));

    const after = await allSuppliers(token);
    assert.is(after.totalCount, before.totalCount + 1);
    const listed = after.nodes.find((s) => s.id === id)!;
    assert.equal(asForm(listed), { ...createForm(), name, email: "" });
    const partIds = [listed.primaryAddress.id, listed.contactNumber.id, listed.faxNumber.id];
    assert.is(new Set([id, ...partIds]).size, 4, "the supplier and its parts have ids of their own");

    const { purchaseOrders, ...own } = (await gql(ONE, { id }, token)).body.data.supplier;
    assert.equal(own, listed);
    assert.equal(purchaseOrders, []);
  });

  contract("an update changes the email and leaves the rest of the supplier as it was", {}, async () => {
    const { token } = await session("owner");
    const target = (await readSupplier(token, await addOwn(token)))!;
    const { purchaseOrders: _, ...supplier } = target;
    const res = await gql(UPDATE, { ...editForm(supplier), email: "buying@northwind.example" }, token);
    assert.is(res.body.errors, undefined);
    assert.is(res.body.data.updateSupplier.supplier.id, target.id);
    const { purchaseOrders, ...after } = (await gql(ONE, { id: target.id }, token)).body.data.supplier;
    assert.ok(Array.isArray(purchaseOrders));
    assert.equal(after, { ...supplier, email: "buying@northwind.example" });
  });

  contract(
    "any member of the store may create and edit suppliers, even one without permissions",
    { roles: ["viewer"] },
    async () => {
      const { token } = await session("viewer");
      const added = await gql(ADD, { ...createForm(), name: unique("Viewer's supplier") }, token);
      assert.is(added.body.errors, undefined);
      const id = added.body.data.addSupplier.supplier.id;
      const edited = await gql(UPDATE, { ...createForm(), id, email: "viewer-set@example.com" }, token);
      assert.is(edited.body.errors, undefined);
      assert.is((await readSupplier(token, id))!.email, "viewer-set@example.com");
    },
  );

  contract(
    "an account without a store may not read, create or edit suppliers",
    { state: "user without store" },
    async ({ state }) => {
      const { email, password } = state.accounts.user!;
      const { accessToken } = await signInAs(email, password);
      const { token } = await session("owner");
      const theirs = await addOwn(token);
      for (const [query, variables] of [
        [LIST, { first: 5 }],
        [ADD, createForm()],
        [UPDATE, { ...createForm(), id: theirs }],
      ] as const) {
        const res = await gql(query, variables, accessToken);
        assert.is(res.body.errors?.[0]?.extensions?.code, "FORBIDDEN", query.slice(0, 40));
      }
      const after = (await readSupplier(token, theirs))!;
      assert.equal(asForm(after), { ...createForm(), name: after.name, email: "" }, "as it was");
    },
  );

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
    [
      "a malformed email",
      (f) => ({ ...f, email: "buying@" }),
      "email",
      "Email must be a valid email address",
    ],
  ];

  // The spec has the forms check these before sending and shows no refusal (section 5): the provider's
  // refusal, its code, message and fields are D26's.
  for (const [what, change, field, message] of INVALID)
    contract(
      `${what} is refused on create and on update, and nothing is stored`,
      { strict: "D26" },
      async () => {
        const { token } = await session("owner");
        const target = (await readSupplier(token, await addOwn(token)))!;
        const before = await allSuppliers(token);
        const name = unique("Refused");

        const added = await gql(ADD, change({ ...createForm(), name }), token);
        const updated = await gql(UPDATE, { ...change({ ...createForm(), name }), id: target.id }, token);
        for (const res of [added, updated]) {
          assert.is(res.body.data, null);
          const [error] = res.body.errors;
          assert.is(error.extensions.code, "BAD_USER_INPUT");
          assert.match(error.message, message);
          assert.equal(error.extensions.fields, [field]);
        }
        const after = await allSuppliers(token);
        assert.is(after.totalCount, before.totalCount, "nothing added");
        assert.not.ok(
          after.nodes.some((s) => !ids(before.nodes).includes(s.id)),
          "no supplier stored",
        );
        assert.equal(await readSupplier(token, target.id), target, "the update's target is as it was");
      },
    );

  contract("several faulty fields are named together in one message", { strict: "D26" }, async () => {
    const { token } = await session("owner");
    const before = await allSuppliers(token);
    const form = { ...createForm(), name: unique("Refused") };
    const res = await gql(
      ADD,
      {
        ...form,
        primaryAddress: { ...form.primaryAddress, zipCode: "123" },
        contactNumber: { number: "12" },
      },
      token,
    );
    const [error] = res.body.errors;
    assert.is(error.message, "Zip must be at least 5 characters; Contact number must be at least 7 digits.");
    assert.equal(error.extensions.fields, ["primaryAddress.zipCode", "contactNumber.number"]);
    const after = await allSuppliers(token);
    assert.is(after.totalCount, before.totalCount);
    assert.not.ok(after.nodes.some((s) => s.name === form.name));
  });

  // ---------------------------------------------------------------------------------------------
  // Store scoping (D11) and text

  // Two stores of one owner: the seed's (a provider state), as the accounts file gives one store.
  contract(
    "another store's supplier reads as null and cannot be updated, exactly like a missing one",
    { state: "second store" },
    async ({ state }) => {
      const harbor = await otherStoreToken(state);
      const { purchaseOrders: _, ...theirs } = (await readSupplier(harbor, await addOwn(harbor)))!;

      const maple = (await session("owner")).token;
      assert.equal((await gql(ONE, { id: theirs.id }, maple)).body, { data: { supplier: null } });
      const refused = await gql(UPDATE, { ...editForm(theirs), name: "Taken over" }, maple);
      const missing = await gql(UPDATE, { ...editForm(theirs), id: "999999", name: "Taken over" }, maple);
      assert.is(refused.body.errors[0].extensions.code, "NOT_FOUND");
      assert.equal(JSON.parse(JSON.stringify(refused.body).replaceAll(theirs.id, "999999")), missing.body);
      assert.not.ok(ids((await allSuppliers(maple)).nodes).includes(theirs.id));

      const again = await otherStoreToken(state);
      const { purchaseOrders, ...unchanged } = (await gql(ONE, { id: theirs.id }, again)).body.data.supplier;
      assert.ok(Array.isArray(purchaseOrders));
      assert.equal(unchanged, theirs);
    },
  );

  contract("a name with script and markup is stored and read back exactly as typed", {}, async () => {
    const { token } = await session("owner");
    for (const name of ["<img src=x onerror=alert(1)>", `<script>alert("x")</script> & 'Sons'`].map(unique)) {
      const id = (await gql(ADD, { ...createForm(), name }, token)).body.data.addSupplier.supplier.id;
      assert.is((await readSupplier(token, id))!.name, name);
      assert.ok((await allSuppliers(token)).nodes.some((s) => s.id === id && s.name === name));
    }
  });
});
