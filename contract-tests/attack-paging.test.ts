// Attack suite, page sizes and cursors (issue 8, D10): 0, -1, 10^9 and other sizes outside 1..100, as
// variables and written into the query, `first` and `last` on every connection, and cursors nobody
// issued. Every answer is a BAD_USER_INPUT naming the argument, never a clamped page, and a fresh read
// shows nothing changed. (No REST list takes a size: roles, permissions, members and invites are whole.)
import { buildSchema, getNamedType } from "graphql";
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import sdl from "../schema/schema.graphql";
import { gql, gqlRaw } from "./support/client.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

/** Every paged list of the schema: the Query fields answering a Relay connection (D10). */
const CONNECTIONS = Object.values(buildSchema(sdl).getQueryType()!.getFields())
  .filter((field) => getNamedType(field.type).name.endsWith("Connection"))
  .map((field) => field.name);

const VARIABLES = [
  ["$first", "Int"],
  ["$last", "Int"],
  ["$after", "String"],
  ["$before", "String"],
];

/** A page query; the variables `args` uses are declared, each named as the argument it fills. */
function page(field: string, args: string) {
  const used = VARIABLES.filter(([name]) => args.includes(name!));
  const declared = used.length ? `(${used.map(([name, type]) => `${name}: ${type}`).join(", ")})` : "";
  return `query ContractPage${declared} { ${field}${args} { totalCount nodes { id } } }`;
}

// Raw JSON: beyond 32 bits is not an Int at all; the rest are Ints outside 1..100.
const SIZES = [
  "0",
  "-1",
  "101",
  "1000000000",
  "2147483647",
  "-2147483648",
  "10000000000",
  "1.5",
  '"5"',
  "true",
];

test("the schema's connections are the four lists", () => {
  assert.equal(CONNECTIONS, ["allPurchaseOrders", "products", "customers", "suppliers"]);
});

test("page sizes outside 1..100 are refused for first and last on every connection, and change nothing", async () => {
  const { tokens, token, before } = await inMaple();
  for (const size of SIZES) {
    for (const field of CONNECTIONS)
      for (const arg of ["first", "last"]) {
        const res = await gqlRaw(page(field, `(${arg}: $${arg})`), `{"${arg}":${size}}`, token);
        assertRefused(res, { code: "BAD_USER_INPUT", message: arg }, `${field}(${arg}: ${size})`);
      }
    await assertUnchanged(tokens, before, `size ${size}`);
  }
});

test("sizes written into the query are refused the same way: 0, -1 and 10^9 by the rule, 10^10 by the schema", async () => {
  const { tokens, token, before } = await inMaple();
  for (const field of CONNECTIONS) {
    for (const size of [0, -1, 1e9])
      assertRefused(
        await gql(page(field, `(first: ${size})`), {}, token),
        { code: "BAD_USER_INPUT", message: "first" },
        `${field} ${size}`,
      );
    const huge = await gql(page(field, "(last: 10000000000)"), {}, token);
    assertRefused(huge, { code: "BAD_REQUEST", message: "Int cannot represent" }, `${field} 10^10`);
  }
  await assertUnchanged(tokens, before, "sizes in the query");
});

test("first and last together, and cursors nobody issued, are refused and change nothing", async () => {
  const { tokens, token, before } = await inMaple();
  const cursor = (text: string) => Buffer.from(text).toString("base64");
  for (const field of CONNECTIONS) {
    const both = await gql(page(field, "(first: 5, last: 5)"), {}, token);
    assertRefused(both, { code: "BAD_USER_INPUT", message: "not both" }, `${field} first and last`);
    for (const bad of [
      "bogus",
      cursor("cursor:-1"),
      cursor("cursor:1e9"),
      cursor("cursor:1.5"),
      cursor("offset:3"),
      "",
    ]) {
      for (const arg of ["after", "before"]) {
        const res = await gqlRaw(
          page(field, `(first: 5, ${arg}: $${arg})`),
          JSON.stringify({ [arg]: bad }),
          token,
        );
        assertRefused(res, { code: "BAD_USER_INPUT", message: "cursor" }, `${field} ${arg} "${bad}"`);
      }
    }
  }
  await assertUnchanged(tokens, before, "cursors");
});

test("a size of 1 and of 100 are served, so the refusals above are the range's doing", async () => {
  const { token } = await inMaple();
  for (const field of CONNECTIONS)
    for (const size of [1, 100]) {
      const res = await gqlRaw(page(field, "(first: $first)"), `{"first":${size}}`, token);
      assert.is(res.body.errors, undefined, `${field} ${size}`);
      assert.ok(res.body.data[field].nodes.length <= size);
    }
});

test.run("attack-paging", { strict: "D10" });
