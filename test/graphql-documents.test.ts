// Every GraphQL document the app sends validates against schema/schema.graphql (DESIGN.md section 5),
// holds exactly the one operation its name says, and operation names are unique (SWR keys rely on them).
// It is also within every limit the fake provider's GraphQL handler checks (mocks/graphql/limits.ts),
// so the limits never refuse the app itself.
import { buildSchema, parse, specifiedRules, validate, type OperationDefinitionNode } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { limitRule, MAX_TOKENS, nestingProblem } from "../mocks/graphql/limits.ts";
import sdl from "../schema/schema.graphql";
import { gql, isGraphQLDocument, type GraphQLDocument } from "../src/api/gql.ts";
import { sourceFiles } from "./source-files.ts";

const schema = buildSchema(sdl);

async function appDocuments(): Promise<{ where: string; document: GraphQLDocument }[]> {
  const files = sourceFiles("src").filter((f) => /\/api\/[^/]+\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const found = [];
  for (const file of files) {
    const module = (await import(`../${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isGraphQLDocument(value)) found.push({ where: `${file} ${name}`, document: value });
  }
  return found;
}

/** Parse, limit and validation problems, and a name that is not the operation's own. */
function problems({ source, operationName }: GraphQLDocument): string[] {
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
  const named = operations.length === 1 && operations[0]!.name?.value === operationName;
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
  const names = (await appDocuments()).map(({ document }) => document.operationName);
  for (const name of names) assert.match(name, /^[A-Z][A-Za-z0-9]*$/);
  assert.is(new Set(names).size, names.length);
});

test("a document asking for a field the schema lacks is caught", () => {
  assert.equal(
    problems(gql`
      query Broken {
        suppliers(first: 5) {
          nodes {
            margin
          }
        }
      }
    `),
    ['Cannot query field "margin" on type "Supplier".'],
  );
});

test("a document without a name is refused as it is written", () => {
  assert.throws(
    () => gql`
      {
        suppliers(first: 5) {
          totalCount
        }
      }
    `,
    /named query or mutation/,
  );
});

test.run();
