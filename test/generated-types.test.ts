// The GraphQL types in src/api/generated/ are what the generator makes of schema/schema.graphql and the
// app's documents today (issue 14): a schema or document changed without `npm run codegen` fails here,
// before a stale `graphql()` could hand the transport a document it does not know.
import { buildSchema, parse } from "graphql";
import { readdir } from "node:fs/promises";
import { answerSchemas } from "../scripts/answer-schemas.mjs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNamed, generateTypes, OUTPUT_DIR, staleFiles } from "../scripts/codegen.mjs";

test("the committed generated types match the schema and the documents (else run npm run codegen)", async () => {
  assert.equal(await staleFiles(), []);
});

test("a generated file that differs from the committed one is reported as stale", async () => {
  const generated = await generateTypes();
  assert.ok(generated.length > 0 && generated.every((f) => f.filename.startsWith(OUTPUT_DIR)));
  const changed = generated.find((f) => f.filename.endsWith("graphql.ts"))!;
  // One result field typed wrongly, as a hand edit or an older generation would leave it.
  const read = async (filename: string) => {
    const { content } = generated.find((f) => f.filename === filename)!;
    return filename === changed.filename ? content.replace(/: string/, ": number") : content;
  };
  assert.equal(await staleFiles(read), [changed.filename]);
});

test("src/api/generated/ holds only what the generator makes (a renamed output leaves no stale file)", async () => {
  const made = (await generateTypes()).map((f) => f.filename.slice(OUTPUT_DIR.length)).sort();
  assert.equal((await readdir(OUTPUT_DIR)).sort(), made);
});

test("an answer's schema follows the selection: aliases, fragments merged, __typename, nullable lists", () => {
  const schema = buildSchema(`
    type Query { item(id: ID!): Item, items: [Item]! }
    enum State { ON OFF }
    type Item { id: ID!, name: String!, count: Int, state: State!, tags: [String!], parts: [Item!]! }`);
  const document = parse(`
    query Two { first: item(id: "1") { id ...More __typename } items { id } }
    fragment More on Item { name state parts { id } parts { count } tags }`);
  const text = answerSchemas(schema, [{ document }]);
  for (const line of [
    "const o0 = z.object({ id: s, count: z.nullable(n) });",
    "const o1 = z.object({ id: s, name: s, state: s, parts: z.array(o0), tags: z.nullable(z.array(s)), __typename: s });",
    "const o3 = z.object({ first: z.nullable(o1), items: z.array(z.nullable(o2)) });",
    "  Two: o3,",
  ])
    assert.ok(text.includes(`\n${line}\n`), `missing: ${line}\n${text}`);
});

test("an anonymous operation is refused by the generator", () => {
  const anonymous = parse("{ suppliers(first: 5) { totalCount } }");
  assert.throws(() => assertNamed([{ document: anonymous, location: "x.ts" }]), /named query or mutation/);
});

test.run();
