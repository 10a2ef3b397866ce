// Query limits: a deeply nested, heavily aliased or oversized query is refused before any
// resolver runs, with a message saying which limit it broke. Nesting and length are checked on the
// text, because graphql-js parses recursively and a few thousand brackets overflow its stack; depth,
// fields and the nodes asked of paged lists are checked at validation, aliases and fragments counted.
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { MAX_PAGE_SIZE } from "../rules/paging.ts";

/** The app's deepest document nests 6 levels; the widest selects under 60 fields. */
export const MAX_DEPTH = 10;
export const MAX_FIELDS = 250;
/** Brackets of any kind, far above what MAX_DEPTH needs and far below a parser stack overflow. */
export const MAX_NESTING = 64;
/**
 * Query text is refused above this before it is parsed or cached: a 10 MB query held in the parse
 * cache kept hundreds of MB alive. The app's longest document is about 1.2 kB.
 */
export const MAX_QUERY_BYTES = 16 * 1024;
/** The app's longest document has under 100 tokens. */
export const MAX_TOKENS = 5000;
/**
 * Nodes a query may ask of paged lists: each connection's page size (the largest page when it is a
 * variable or not given) times the pages around it. The app asks one page of at most 100; aliasing
 * the same list many times multiplies the work, which field counting alone does not see.
 */
export const MAX_NODES = 500;
/** The app changes one thing per request; a document of many aliased mutations is a batch attack. */
export const MAX_MUTATIONS = 5;

/** What is wrong with the query text's bracket nesting, or null; strings and comments are skipped. */
export function nestingProblem(query: string): string | null {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i++) {
    const char = query[i]!;
    if (char === "#") {
      while (i < query.length && query[i] !== "\n") i++;
    } else if (char === '"') {
      const end = query.startsWith('"""', i) ? '"""' : '"';
      i += end.length;
      while (i < query.length && !query.startsWith(end, i)) i += query[i] === "\\" ? 2 : 1;
      i += end.length - 1;
    } else if (char === "{" || char === "[" || char === "(") {
      deepest = Math.max(deepest, ++depth);
    } else if (char === "}" || char === "]" || char === ")") {
      depth--;
    }
  }
  return deepest > MAX_NESTING
    ? `The query nests brackets ${deepest} deep; at most ${MAX_NESTING} are allowed.`
    : null;
}

interface Measure {
  depth: number;
  fields: number;
  nodes: number;
  /** Fields of this very selection set, fragments included: at the root, the mutations run. */
  own: number;
}

/** Relay connections are the schema's paged lists. */
const isConnection = (type: GraphQLNamedType | undefined) => !!type && type.name.endsWith("Connection");

/** A literal first/last (at most the largest page); a variable or none counts as the largest page. */
function pageSize(field: FieldNode): number {
  const size = field.arguments?.find((a) => a.name.value === "first" || a.name.value === "last")?.value;
  return size?.kind === Kind.INT ? Math.min(Math.max(Number(size.value), 0), MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** Each fragment measured once per operation (at one page); null while it is being measured (a cycle). */
type Fragments = Map<string, Measure | null>;

function measure(
  context: ValidationContext,
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  pages: number,
  fragments: Fragments,
): Measure {
  const schema = context.getSchema();
  const total: Measure = { depth: 0, fields: 0, nodes: 0, own: 0 };
  for (const selection of set.selections) {
    let inner: Measure = { depth: 0, fields: 0, nodes: 0, own: 0 };
    if (selection.kind === Kind.FIELD) {
      total.fields += 1;
      total.own += 1;
      // An unknown field is graphql's own validation error; here it only stops the type lookup.
      const fieldType = isObjectType(type)
        ? getNamedType(type.getFields()[selection.name.value]?.type)
        : undefined;
      const connection = isConnection(fieldType);
      const size = connection ? pageSize(selection) : 1;
      if (connection) total.nodes += size * pages;
      if (selection.selectionSet) {
        inner = measure(context, selection.selectionSet, fieldType, pages * size, fragments);
        inner = { ...inner, depth: inner.depth + 1, own: 0 };
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
      inner = measure(context, selection.selectionSet, on ?? undefined, pages, fragments);
    } else {
      // Measured once and reused: a fragment spread twice in each of 30 nested fragments is 2^30
      // spreads, which re-measuring every time would take hours to count. Its list items scale
      // with the pages around each spread. A cycle is graphql's own error; here it only must end.
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (fragment && !fragments.has(name)) {
        fragments.set(name, null);
        const on = schema.getType(fragment.typeCondition.name.value) ?? undefined;
        fragments.set(name, measure(context, fragment.selectionSet, on, 1, fragments));
      }
      const known = fragments.get(name);
      if (known) inner = { ...known, nodes: known.nodes * pages };
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.fields += inner.fields;
    total.nodes += inner.nodes;
    total.own += inner.own;
  }
  return total;
}

export const limitRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const root = context.getSchema().getRootType(node.operation) ?? undefined;
    const { depth, fields, nodes, own } = measure(context, node.selectionSet, root, 1, new Map());
    const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: node }));
    if (depth + 1 > MAX_DEPTH)
      refuse(`The query nests ${depth + 1} levels deep; at most ${MAX_DEPTH} are allowed.`);
    if (fields > MAX_FIELDS) refuse(`The query selects ${fields} fields; at most ${MAX_FIELDS} are allowed.`);
    if (nodes > MAX_NODES)
      refuse(`The query asks for up to ${nodes} list items; at most ${MAX_NODES} are allowed.`);
    if (node.operation === "mutation" && own > MAX_MUTATIONS)
      refuse(`The request makes ${own} changes; at most ${MAX_MUTATIONS} are allowed in one request.`);
  },
});
