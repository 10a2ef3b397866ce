// GraphQL documents as the app sends them: the source text and its operation name. The client never
// parses or prints a document, so the graphql package (46 kB gzip) never ships with the app; the test
// in test/graphql-documents.test.ts parses every document and validates it against the schema.

export interface GraphQLDocument {
  readonly source: string;
  readonly operationName: string;
}

const OPERATION = /^\s*(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** A named operation from a template literal; a document without a name is a programming error. */
export function gql(strings: TemplateStringsArray, ...values: unknown[]): GraphQLDocument {
  const source = String.raw(strings, ...values);
  const name = OPERATION.exec(source)?.[1];
  if (!name) throw new Error(`GraphQL documents must start with a named query or mutation:\n${source}`);
  return { source, operationName: name };
}

/** Narrows any export to a document (the documents test scans modules with it). */
export function isGraphQLDocument(value: unknown): value is GraphQLDocument {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as GraphQLDocument).source === "string" &&
    typeof (value as GraphQLDocument).operationName === "string"
  );
}
