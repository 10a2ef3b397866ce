import { test } from "uvu";
import * as assert from "uvu/assert";
import { createProvider, type Provider } from "../provider.ts";
import { DEFAULT_ORIGIN } from "../seed/origin.ts";
import { DB_VERSION, type Db, type SupplierRow, type UserRow } from "../store/tables.ts";
import { RuleError } from "./errors.ts";
import type { Session } from "./session.ts";
import { addSupplier, updateSupplier, type SupplierInput } from "./suppliers.ts";

const address = (id: number) => ({
  id,
  address1: "1 Dock Road",
  address2: "",
  city: "Portland",
  state: "ME",
  zipCode: "04101",
  firstName: "",
  lastName: "",
  sourceId: "",
});

const supplier = (id: number, storeId: number, name: string): SupplierRow => ({
  id,
  storeId,
  name,
  email: "orders@example.com",
  primaryAddress: address(id + 1),
  contactNumber: { id: id + 2, number: "2075550100", extension: "12" },
  faxNumber: { id: id + 3, number: "2075550199", extension: "" },
});

const user: UserRow = {
  id: 1,
  email: "staff@example.com",
  firstName: "Sam",
  lastName: "Staff",
  passwordHash: "",
  salt: "",
  activeStoreId: 10,
  createdAt: "2026-11-01T12:00:00.000Z",
};

/** Two stores with one supplier each; only what these rules read. */
const tinyDb = async (): Promise<Db> => ({
  version: DB_VERSION,
  revision: 0,
  origin: DEFAULT_ORIGIN,
  nextId: 1000,
  epoch: "",
  referenceDate: "2026-11-01T12:00:00.000Z",
  stores: [],
  users: [user],
  memberships: [],
  permissions: [],
  roles: [],
  invites: [],
  suppliers: [supplier(100, 10, "Ours"), supplier(200, 20, "Theirs")],
  products: [],
  customers: [],
  purchaseOrders: [],
  outbox: [],
  feedback: [],
  orderChanges: [],
  orderAttachments: [],
});

// No permissions at all: supplier routes need none (spec section 2).
const session: Session = { user, storeId: 10, permissions: [] };

const valid = (): SupplierInput => ({
  name: "Acme Supply",
  primaryAddress: { address1: "5 Main St", city: "Bangor", state: "ME", zipCode: "04401" },
  contactNumber: { number: "2075551234" },
});

let provider: Provider;
test.before.each(async () => {
  provider = await createProvider({ makeSeed: tinyDb });
});

/** Runs `act`, expecting a RuleError with `code`, and checks the database did not change at all. */
function refused(act: () => unknown, code: string): RuleError {
  const before = structuredClone(provider.store.db);
  let caught: unknown;
  try {
    act();
  } catch (error) {
    caught = error;
  }
  assert.instance(caught, RuleError);
  assert.is((caught as RuleError).code, code);
  assert.equal(provider.store.db, before, "nothing was written");
  return caught as RuleError;
}

test("a new supplier lands in the session's store with fresh ids for it, its address and its phones", () => {
  const row = addSupplier(provider, session, valid());
  assert.is(row.storeId, 10);
  assert.equal(
    [row.id, row.primaryAddress.id, row.contactNumber.id, row.faxNumber.id],
    [1000, 1001, 1002, 1003],
  );
  assert.is(provider.store.db.suppliers.at(-1), row);
  assert.equal(row.faxNumber, { id: 1003, number: "", extension: "" });
  assert.is(row.email, "", "no email is stored as empty (D26)");
  assert.is(row.primaryAddress.address2, "");
});

test("surrounding whitespace is trimmed and everything else, markup included, is kept as given", () => {
  const row = addSupplier(provider, session, {
    ...valid(),
    name: "  <img src=x onerror=alert(1)>  ",
    email: " Orders@Acme.example ",
  });
  assert.is(row.name, "<img src=x onerror=alert(1)>");
  assert.is(row.email, "Orders@Acme.example");
});

test("an empty email is accepted and a given one must be well-formed", () => {
  assert.is(addSupplier(provider, session, { ...valid(), email: "" }).email, "");
  const error = refused(
    () => addSupplier(provider, session, { ...valid(), email: "not-an-email" }),
    "BAD_USER_INPUT",
  );
  assert.is(error.message, "Email must be a valid email address.");
  assert.equal(error.fields, ["email"]);
});

test("every faulty field is named in one message and listed by its argument path", () => {
  const error = refused(
    () =>
      addSupplier(provider, session, {
        name: " ",
        primaryAddress: { address1: "", city: "", state: "", zipCode: "123" },
        contactNumber: { number: "555" },
      }),
    "BAD_USER_INPUT",
  );
  assert.is(
    error.message,
    "Name must not be empty; Address 1 must not be empty; City must not be empty; State must not be empty; " +
      "Zip must be at least 5 characters; Contact number must be at least 7 digits.",
  );
  assert.equal(error.fields, [
    "name",
    "primaryAddress.address1",
    "primaryAddress.city",
    "primaryAddress.state",
    "primaryAddress.zipCode",
    "contactNumber.number",
  ]);
});

test("lengths are accepted up to their bounds and refused one past them", () => {
  const ok = (input: SupplierInput) => addSupplier(provider, session, input);
  const bad = (input: SupplierInput, field: string) =>
    assert.equal(refused(() => addSupplier(provider, session, input), "BAD_USER_INPUT").fields, [field]);
  const at = (n: number) => "x".repeat(n);
  const base = valid();
  ok({
    ...base,
    name: at(200),
    primaryAddress: { ...base.primaryAddress, address2: at(200), zipCode: "12345" },
  });
  bad({ ...base, name: at(201) }, "name");
  bad({ ...base, primaryAddress: { ...base.primaryAddress, address1: at(201) } }, "primaryAddress.address1");
  bad({ ...base, primaryAddress: { ...base.primaryAddress, address2: at(201) } }, "primaryAddress.address2");
  bad({ ...base, primaryAddress: { ...base.primaryAddress, city: at(201) } }, "primaryAddress.city");
  bad({ ...base, primaryAddress: { ...base.primaryAddress, state: at(201) } }, "primaryAddress.state");
  ok({ ...base, name: "📦".repeat(200) }); // characters as a person counts them, not UTF-16 units
  ok({ ...base, primaryAddress: { ...base.primaryAddress, zipCode: "12345-6789" } });
  bad({ ...base, primaryAddress: { ...base.primaryAddress, zipCode: "1234" } }, "primaryAddress.zipCode");
  bad(
    { ...base, primaryAddress: { ...base.primaryAddress, zipCode: "12345-67890" } },
    "primaryAddress.zipCode",
  );
  ok({ ...base, contactNumber: { number: "5551234" } });
  ok({ ...base, contactNumber: { number: "+1 (207) 555-0100", extension: "1234567890" } });
  bad({ ...base, contactNumber: { number: "555123" } }, "contactNumber.number");
  bad({ ...base, contactNumber: { number: "1".repeat(21) } }, "contactNumber.number");
});

test("phone and fax numbers hold digits and + - ( ) only, extensions digits only", () => {
  const base = valid();
  const bad = (input: SupplierInput, field: string) =>
    assert.equal(refused(() => addSupplier(provider, session, input), "BAD_USER_INPUT").fields, [field]);
  bad({ ...base, contactNumber: { number: "555-CALL-NOW" } }, "contactNumber.number");
  bad({ ...base, contactNumber: { number: "5551234", extension: "x12" } }, "contactNumber.extension");
  bad({ ...base, faxNumber: { number: "fax me" } }, "faxNumber.number");
  bad({ ...base, faxNumber: { number: "", extension: "1".repeat(11) } }, "faxNumber.extension");
  assert.equal(
    addSupplier(provider, session, { ...base, faxNumber: { number: "555", extension: "9" } }).faxNumber,
    {
      id: 1003,
      number: "555",
      extension: "9",
    },
  );
});

test("an update replaces what is given, keeps what is left out, and keeps every id", () => {
  const row = updateSupplier(provider, session, "100", {
    name: "Ours Renamed",
    primaryAddress: {
      address1: "9 Pier St",
      address2: "Unit 4",
      city: "Bath",
      state: "ME",
      zipCode: "04530",
    },
    contactNumber: { number: "2075559999", extension: "" },
    email: "new@example.com",
  });
  assert.equal(row, {
    ...supplier(100, 10, "Ours Renamed"),
    email: "new@example.com",
    primaryAddress: {
      ...address(101),
      address1: "9 Pier St",
      address2: "Unit 4",
      city: "Bath",
      zipCode: "04530",
    },
    contactNumber: { id: 102, number: "2075559999", extension: "" },
  });
  assert.is(provider.store.db.suppliers[0], row);
  assert.is(provider.store.db.nextId, 1000, "no ids handed out");
});

test("an invalid update changes nothing", () => {
  refused(
    () => updateSupplier(provider, session, 100, { ...valid(), email: "a@", name: "" }),
    "BAD_USER_INPUT",
  );
});

test("another store's supplier is not found, exactly like one that does not exist (D11)", () => {
  const theirs = refused(() => updateSupplier(provider, session, "200", valid()), "NOT_FOUND");
  const missing = refused(() => updateSupplier(provider, session, "999", valid()), "NOT_FOUND");
  assert.is(theirs.message.replace("200", "999"), missing.message);
  refused(() => updateSupplier(provider, session, "not-an-id", valid()), "NOT_FOUND");
});

test("an account without a store may neither add nor update", () => {
  const storeless = { ...session, storeId: null };
  refused(() => addSupplier(provider, storeless, valid()), "FORBIDDEN");
  refused(() => updateSupplier(provider, storeless, "100", valid()), "FORBIDDEN");
});

test.run();
