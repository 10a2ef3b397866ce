// Every GraphQL document the app sends validates against schema/schema.graphql (docs/ARCHITECTURE.md, Tests),
// holds exactly the one operation its name says, and operation names are unique (SWR keys rely on them).
// The documents are what the generated `graphql()` returns (scripts/codegen.mjs): the operation with
// the fragments it spreads appended, exactly as the transport sends it.
// It is also within every limit the fake provider's GraphQL handler checks (mocks/graphql/limits.ts),
// so the limits never refuse the app itself.
import { buildSchema, parse, specifiedRules, validate, type OperationDefinitionNode } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { limitRule, MAX_TOKENS, nestingProblem } from "../mocks/graphql/limits.ts";
import sdl from "../schema/schema.graphql";
import { withExtensions } from "../schema/extension-sdl.ts";
import { EXTENSIONS } from "../schema/extensions.ts";
import { TypedDocumentString } from "../src/api/generated/graphql.ts";
import { operationName } from "../src/api/graphql.ts";
import { sourceFiles } from "./source-files.ts";

// With every contract extension (D231): a document may use an extension's fields, sent only where it is.
const schema = buildSchema(withExtensions(sdl, EXTENSIONS));

type Document = TypedDocumentString<unknown, unknown>;

/** An operation as sent; a fragment's own document is only ever sent inside the operations. */
const isOperation = (value: unknown): value is Document =>
  value instanceof TypedDocumentString && !/^\s*fragment\b/.test(String(value));

async function appDocuments(): Promise<{ where: string; document: Document }[]> {
  const files = sourceFiles("src").filter((f) => /\/api\/[^/]+\.ts$/.test(f) && !f.endsWith(".test.ts"));
  const found = [];
  for (const file of files) {
    // The path's shape written out, so a bundled run (scripts/test-bundle.mjs) bundles every file it may name.
    const [, where, name] = /^src\/(.*)api\/([^/]+)\.ts$/.exec(file)!;
    const module = (await import(`../src/${where}api/${name}.ts`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isOperation(value)) found.push({ where: `${file} ${name}`, document: value });
  }
  return found;
}

/** Parse, limit and validation problems, and a name that is not the operation's own. */
function problems(sent: Document): string[] {
  const source = String(sent);
  const nesting = nestingProblem(source);
  if (nesting) return [nesting];
  let document;
  try {
    document = parse(source, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [(error as Error).message];
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === "OperationDefinition",
  );
  const named = operations.length === 1 && operations[0]!.name?.value === operationName(sent);
  return [
    ...validate(schema, document, [...specifiedRules, limitRule]).map((e) => e.message),
    ...(named ? [] : ["not exactly one operation, named as sent"]),
  ];
}

test("every document in src/ validates against the schema", async () => {
  const documents = await appDocuments();
  assert.ok(documents.length >= 10, "the scan finds the app's documents");
  for (const { where, document } of documents) assert.equal(problems(document), [], where);
});

test("every operation is named, PascalCase and unique", async () => {
  const names = (await appDocuments()).map(({ document }) => operationName(document));
  for (const name of names) assert.match(name, /^[A-Z][A-Za-z0-9]*$/);
  assert.is(new Set(names).size, names.length);
});

test("a document asking for a field the schema lacks is caught", () => {
  assert.equal(
    problems(
      new TypedDocumentString(`
        query Broken {
          suppliers(first: 5) {
            nodes {
              margin
            }
          }
        }
      `),
    ),
    ['Cannot query field "margin" on type "Supplier".'],
  );
});

test("a document without a name is refused before it is sent", () => {
  assert.throws(
    () =>
      operationName(
        new TypedDocumentString(`
          {
            suppliers(first: 5) {
              totalCount
            }
          }
        `),
      ),
    /named GraphQL operation/,
  );
});

test.run();
