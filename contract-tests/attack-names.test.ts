// Look-alike names (issue 13 finding 9, D52): a role could be renamed "Store Owner" with a zero-width
// space, a Cyrillic O or a right-to-left mark, and supplier names kept line breaks and NUL. Names are
// NFKC-normalised, invisible characters refused, role names compared by their look-alike key; every
// refusal is read back to have changed nothing. The fake's rules (strict, D52), tried in the accounts'
// store on roles and suppliers of the test's own.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, errorOf, gql } from "./support/client.ts";
import { session, unique, uniqueEmail } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm, UPDATE_SUPPLIER } from "./support/suppliers.ts";
import { contract } from "./support/tiers.ts";

const D52 = { strict: "D52" } as const;
const owner = async () => (await session("owner")).token;

type Role = { id: number; name: string };
const roles = async (token: string) => (await call("listRoles", { token })).body.data as Role[];

const INVISIBLE = [
  "Store\u200BOwner",
  "Store Owner\u200F",
  "\u202EStore Owner",
  "Store\nOwner",
  "Store\u0000Owner",
  // Default-ignorable code points (D142): variation selectors, Mongolian and Khmer invisibles.
  "Store Owner\uFE0F",
  "Store Owner\uFE00",
  "Store Owner\u{E0100}",
  "Store Owner\u180B",
  "Store Owner\u17B4",
  "Store Owner\u17B5",
];
const LOOK_ALIKES = [
  "Store \u041Ewner",
  "St\u03BFre Owner",
  "Store 0wner",
  "ＳＴＯＲＥ ＯＷＮＥＲ",
  "store  owner",
  // D142: Armenian o, small capital o, Coptic o, Cyrillic ghe for r, vv for w.
  "Store \u0585wner",
  "Store \u1D0Fwner",
  "Store \u2C9Fwner",
  "Store Owne\u0433",
  "Store Ovvner",
];

describe("attack-names", () => {
  contract(
    "a role named like Store Owner with an invisible character is refused, saying which, and nothing changes",
    D52,
    async () => {
      const token = await owner();
      const before = await roles(token);
      for (const name of INVISIBLE) {
        const res = await call("createRole", { token, body: { name } });
        assert.is(res.status, 400, JSON.stringify(name));
        assert.match(
          res.body.description,
          "must not contain line breaks, control or invisible characters (U+",
        );
      }
      assert.equal(await roles(token), before);
    },
  );

  contract(
    "a role that looks like Store Owner (Cyrillic O, Greek omicron, zero, full width) collides with it, as create and as rename",
    D52,
    async () => {
      const token = await owner();
      const buyer = (await call("createRole", { token, body: { name: unique("Renamed") } })).body
        .data as Role;
      const before = await roles(token);
      for (const name of LOOK_ALIKES) {
        const created = await call("createRole", { token, body: { name } });
        assert.is(created.status, 400, JSON.stringify(name));
        assert.match(created.body.description, /already exists|looks the same as the role "Store Owner"/);
        const renamed = await call("updateRole", {
          token,
          params: { id: buyer.id },
          body: { name, permissions: [] },
        });
        assert.is(renamed.status, 400, JSON.stringify(name));
      }
      assert.equal(await roles(token), before);
    },
  );

  contract(
    "a role that looks like Store Admin (a dotless i, rn for m) collides with it, and nothing changes",
    D52,
    async () => {
      const token = await owner();
      const before = await roles(token);
      for (const name of ["Store Adm\u0131n", "Store Adrnin", "St\u043Ere Adm\u0131n"]) {
        const created = await call("createRole", { token, body: { name } });
        assert.is(created.status, 400, JSON.stringify(name));
        assert.match(created.body.description, 'looks the same as the role "Store Admin"');
      }
      assert.equal(await roles(token), before);
    },
  );

  contract("a role name is stored NFKC-normalised: full-width letters become plain ones", D52, async () => {
    const token = await owner();
    const suffix = unique("").trim();
    const res = await call("createRole", { token, body: { name: `Ｎｉｇｈｔ Ｓｈｉｆｔ ${suffix}` } });
    assert.is(res.status, 200);
    assert.is(res.body.data.name, `Night Shift ${suffix}`);
    const stored = (await roles(token)).map((role) => role.name);
    assert.ok(stored.includes(`Night Shift ${suffix}`), stored.join(", "));
    assert.not.ok(stored.includes(`Ｎｉｇｈｔ Ｓｈｉｆｔ ${suffix}`));
  });

  const SUPPLIER_NAMES = `query ContractSupplierNames { suppliers(first: 100) { totalCount nodes { id name primaryAddress { city } } } }`;

  contract(
    "a supplier name or city with a line break, NUL or direction mark is refused, field by field, and nothing is stored",
    D52,
    async () => {
      const token = await owner();
      const own = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Acme") }, token);
      const target = own.body.data.addSupplier.supplier;
      const before = (await gql(SUPPLIER_NAMES, {}, token)).body.data;
      for (const name of ["Acme\nCorp", "Acme\u0000", "Acme\u200E Corp"]) {
        const added = await gql(ADD_SUPPLIER, { ...createForm(), name }, token);
        assert.is(errorOf(added).code, "BAD_USER_INPUT");
        assert.match(
          errorOf(added).message!,
          "Name must not contain line breaks, control or invisible characters",
        );
        assert.equal(added.body.errors[0].extensions.fields, ["name"]);
        const updated = await gql(UPDATE_SUPPLIER, { ...createForm(), id: target.id, name }, token);
        assert.is(errorOf(updated).code, "BAD_USER_INPUT");
      }
      const city = { ...createForm().primaryAddress, city: "Rock\r\nland" };
      const res = await gql(ADD_SUPPLIER, { ...createForm(), primaryAddress: city }, token);
      assert.equal(res.body.errors[0].extensions.fields, ["primaryAddress.city"]);
      assert.equal((await gql(SUPPLIER_NAMES, {}, token)).body.data, before);
    },
  );

  contract("a supplier name in another script is kept, NFKC-normalised", D52, async () => {
    const token = await owner();
    const suffix = unique("").trim();
    const added = await gql(
      ADD_SUPPLIER,
      { ...createForm(), name: `Żółć 東京 Ｔｒａｄｉｎｇ ${suffix}` },
      token,
    );
    assert.is(added.body.errors, undefined);
    const id = added.body.data.addSupplier.supplier.id;
    const read = await gql(`query ContractName($id: ID!) { supplier(id: $id) { name } }`, { id }, token);
    assert.is(read.body.data.supplier.name, `Żółć 東京 Trading ${suffix}`);
  });

  contract(
    "registering with a zero-width space or a line break in a name is refused per field and makes no account",
    D52,
    async () => {
      const body = {
        email: uniqueEmail(),
        firstName: "Ann\u200B",
        lastName: "Lee\nSmith",
        password: "Secret123",
        passwordConfirmation: "Secret123",
      };
      const res = await call("register", { body });
      assert.is(res.status, 400);
      assert.match(res.body.errors.FirstName[0], "The First Name field must not contain");
      assert.match(res.body.errors.LastName[0], "The Last Name field must not contain");
      const signIn = await call("login", { body: { email: body.email, password: body.password } });
      assert.is(signIn.status, 401, "no account was made");
    },
  );
});
