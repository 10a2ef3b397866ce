// Attack suite, page sizes and cursors (issue 8, D10): 0, -1, 10^9 and other sizes outside 1..100, as
// variables and written into the query, `first` and `last` on every connection, and cursors nobody
// issued. Every answer is a BAD_USER_INPUT naming the argument, never a clamped page, and a fresh read
// shows nothing changed. (No REST list takes a size: roles, permissions, members and invites are whole.)
import { buildSchema, getNamedType } from "graphql";
import { describe } from "node:test";
import * as assert from "uvu/assert";
import sdl from "../schema/schema.graphql";
import { gql, gqlRaw } from "./support/client.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

// D10: refused, never clamped (strict); reads, so "nothing changed" is the store's counts and stock.
const D10 = { strict: "D10" } as const;
async function inOwnStore() {
  const { token } = await session("owner");
  return { token, before: await ownSnapshot(token, []) };
}

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

describe("attack-paging", () => {
  contract("the schema's connections are the four lists", D10, async () => {
    assert.equal(CONNECTIONS, ["allPurchaseOrders", "products", "customers", "suppliers"]);
  });

  contract(
    "page sizes outside 1..100 are refused for first and last on every connection, and change nothing",
    D10,
    async () => {
      const { token, before } = await inOwnStore();
      for (const size of SIZES) {
        for (const field of CONNECTIONS)
          for (const arg of ["first", "last"]) {
            const res = await gqlRaw(page(field, `(${arg}: $${arg})`), `{"${arg}":${size}}`, token);
            assertRefused(res, { code: "BAD_USER_INPUT", message: arg }, `${field}(${arg}: ${size})`);
          }
        await assertOwnUnchanged(token, before, `size ${size}`);
      }
    },
  );

  contract(
    "sizes written into the query are refused the same way: 0, -1 and 10^9 by the rule, 10^10 by the schema",
    D10,
    async () => {
      const { token, before } = await inOwnStore();
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
      await assertOwnUnchanged(token, before, "sizes in the query");
    },
  );

  contract(
    "first and last together, and cursors nobody issued, are refused and change nothing",
    D10,
    async () => {
      const { token, before } = await inOwnStore();
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
      await assertOwnUnchanged(token, before, "cursors");
    },
  );

  contract(
    "a size of 1 and of 100 are served, so the refusals above are the range's doing",
    D10,
    async () => {
      const { token } = await session("owner");
      for (const field of CONNECTIONS)
        for (const size of [1, 100]) {
          const res = await gqlRaw(page(field, "(first: $first)"), `{"first":${size}}`, token);
          assert.is(res.body.errors, undefined, `${field} ${size}`);
          assert.ok(res.body.data[field].nodes.length <= size);
        }
    },
  );
});
