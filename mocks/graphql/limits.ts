// Query depth and cost limits (issue 8): a deeply nested or heavily aliased query is refused at
// validation, before any resolver runs, with a message saying which limit it broke.
import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

/** The app's deepest document nests 6 levels; the widest selects under 60 fields. */
export const MAX_DEPTH = 10;
export const MAX_FIELDS = 250;

interface Measure {
  depth: number;
  fields: number;
}

function measure(context: ValidationContext, set: SelectionSetNode, seen: Set<string>): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of set.selections) {
    let inner: Measure = { depth: 0, fields: 0 };
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.selectionSet) {
        inner = measure(context, selection.selectionSet, seen);
        inner = { depth: inner.depth + 1, fields: inner.fields };
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(context, selection.selectionSet, seen);
    } else {
      const fragment = context.getFragment(selection.name.value);
      // A fragment cycle is reported by graphql's own rules; here it only must not recurse for ever.
      if (fragment && !seen.has(fragment.name.value))
        inner = measure(context, fragment.selectionSet, new Set([...seen, fragment.name.value]));
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
  }
  return { depth, fields };
}

export const limitRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const { depth, fields } = measure(context, node.selectionSet, new Set());
    if (depth + 1 > MAX_DEPTH)
      context.reportError(
        new GraphQLError(`The query nests ${depth + 1} levels deep; at most ${MAX_DEPTH} are allowed.`, {
          nodes: node,
        }),
      );
    if (fields > MAX_FIELDS)
      context.reportError(
        new GraphQLError(`The query selects ${fields} fields; at most ${MAX_FIELDS} are allowed.`, {
          nodes: node,
        }),
      );
  },
});
