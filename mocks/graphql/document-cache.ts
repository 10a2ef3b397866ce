// The parsed and validated GraphQL documents, by their text. An app sends the same few documents over
// and over: each is read once, as servers do. Bounded (once 40 queries of 10 MB were kept for
// ever, 249 -> 692 MB): past MAX_CACHED_DOCUMENTS the oldest goes, and a refused text is never kept.
import type { DocumentNode, GraphQLError } from "graphql";

export const MAX_CACHED_DOCUMENTS = 200;

type Checked = DocumentNode | readonly GraphQLError[];

export interface DocumentCache {
  /** The document of `query`, read by the cache's `read` unless kept from before, or its errors. */
  check(query: string): Checked;
  /** How many documents are kept. */
  readonly size: number;
}

/** A cache over `read` (parse and validate) holding at most `max` documents. */
export function documentCache(read: (query: string) => Checked, max = MAX_CACHED_DOCUMENTS): DocumentCache {
  const documents = new Map<string, DocumentNode>();
  return {
    check(query) {
      const known = documents.get(query);
      if (known) return known;
      const document = read(query);
      if (!("kind" in document)) return document;
      if (documents.size >= max) documents.delete(documents.keys().next().value!);
      documents.set(query, document);
      return document;
    },
    get size() {
      return documents.size;
    },
  };
}
