// The GraphQL types in src/api/generated/ are what the generator makes of schema/schema.graphql and the
// app's documents today (issue 14): a schema or document changed without `npm run codegen` fails here,
// before a stale `graphql()` could hand the transport a document it does not know.
import { parse } from "graphql";
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

test("an anonymous operation is refused by the generator", () => {
  const anonymous = parse("{ suppliers(first: 5) { totalCount } }");
  assert.throws(() => assertNamed([{ document: anonymous, location: "x.ts" }]), /named query or mutation/);
});

test.run();
