// Every GraphQL document the app sends validates against schema/schema.graphql (DESIGN.md section 5),
// and operation names are unique (SWR keys and the provider's logs rely on them).
import { buildSchema, validate, type DocumentNode, type OperationDefinitionNode } from "graphql";
import gql from "graphql-tag";
import { test } from "uvu";
import * as assert from "uvu/assert";
import sdl from "../schema/schema.graphql";
import { sourceFiles } from "./source-files.ts";

const schema = buildSchema(sdl);

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "Document";

async function appDocuments(): Promise<{ file: string; name: string; document: DocumentNode }[]> {
  const files = sourceFiles("src").filter((f) => /\/api\/[^/]+\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const found = [];
  for (const file of files) {
    const module = (await import(`../${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isDocument(value)) found.push({ file, name, document: value });
  }
  return found;
}

const problems = (document: DocumentNode) => validate(schema, document).map((e) => e.message);

test("every document in src/ validates against the schema", async () => {
  const documents = await appDocuments();
  assert.ok(documents.length >= 2, "the scan finds the app's documents");
  for (const { file, name, document } of documents) assert.equal(problems(document), [], `${file} ${name}`);
});

test("every operation is named, PascalCase and unique", async () => {
  const names = (await appDocuments()).flatMap(({ document }) =>
    document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === "OperationDefinition")
      .map((d) => d.name?.value ?? "(anonymous)"),
  );
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

test.run();
