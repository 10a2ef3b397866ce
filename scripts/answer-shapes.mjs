// The shape each operation's answer must have, for the transport's run-time check (src/api/answer-shape.ts):
// per response key, the type's wrappers from the outside in ("?" nullable, "[" a list) and then the
// scalar's JavaScript type letter (s, n, b) or the object's own fields. Worked out here from the
// schema and the documents, so the browser checks answers without parsing GraphQL.
import { getNullableType, isEnumType, isListType, isNonNullType, isObjectType, Kind } from "graphql";

const SCALAR_LETTER = { Int: "n", Float: "n", Boolean: "b" }; // every other scalar and enum is a string

function wrappers(type) {
  let prefix = "";
  for (let t = type; ; t = t.ofType) {
    if (!isNonNullType(t)) prefix += "?";
    const inner = getNullableType(t);
    if (!isListType(inner)) return { prefix, named: inner };
    prefix += "[";
    t = inner;
  }
}

function fieldsOf(selectionSet, parent, fragments, into = {}) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      fieldsOf(fragments.get(selection.name.value).selectionSet, parent, fragments, into);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldsOf(selection.selectionSet, parent, fragments, into);
    } else {
      const key = selection.alias?.value ?? selection.name.value;
      if (selection.name.value === "__typename") {
        into[key] = "s";
        continue;
      }
      const { prefix, named } = wrappers(parent.getFields()[selection.name.value].type);
      into[key] = isObjectType(named)
        ? [prefix, fieldsOf(selection.selectionSet, named, fragments, into[key]?.[1])]
        : prefix + (isEnumType(named) ? "s" : (SCALAR_LETTER[named.name] ?? "s"));
    }
  }
  return into;
}

/** The module text: one shape per operation name. */
export function answerShapes(schema, documents) {
  const definitions = documents.flatMap((d) => d.document.definitions);
  const fragments = new Map(
    definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const shapes = {};
  for (const operation of definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
    const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
    shapes[operation.name.value] = fieldsOf(operation.selectionSet, root, fragments);
  }
  return `/** What each operation's answer holds (scripts/answer-shapes.mjs), checked by src/api/answer-shape.ts. */\nexport const ANSWER_SHAPES: { readonly [operation: string]: object } = ${JSON.stringify(shapes)};\n`;
}
