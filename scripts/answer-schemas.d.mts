// Types for answer-schemas.mjs, so its TypeScript callers (test/generated-types.test.ts) stay checked.
import type { DocumentNode, GraphQLSchema } from "graphql";

export function answerSchemas(schema: GraphQLSchema, documents: { document: DocumentNode }[]): string;
