// The zod/mini schema each operation's answer must match, for the transport's run-time check
// (src/api/answer-shape.ts): worked out here from the schema and the documents, so GraphQL answers are
// checked with the library REST answers are, and the browser never parses GraphQL. Int and Float are
// numbers; enums are strings like other scalars, so a status a newer provider adds is still readable.
// An object asked for twice (pageInfo, a fragment) is one constant.
import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
} from "graphql";

const SCALAR = { Int: "n", Float: "n", Boolean: "b" }; // every other scalar and enum: s

/** The expression of a field's type around `leaf`, from the outside in (nullable, list). */
function wrapped(type, leaf) {
  const inner = getNullableType(type);
  const expression = isListType(inner) ? `z.array(${wrapped(inner.ofType, leaf)})` : leaf;
  return isNonNullType(type) ? expression : `z.nullable(${expression})`;
}

/** Response key -> { type, fields }, fragments flattened; a key asked for twice merges its fields. */
function fieldsOf(selectionSet, parent, fragments, into = new Map()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD)
      fieldsOf(fragments.get(selection.name.value).selectionSet, parent, fragments, into);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fieldsOf(selection.selectionSet, parent, fragments, into);
    else {
      const key = selection.alias?.value ?? selection.name.value;
      if (selection.name.value === "__typename") {
        into.set(key, { type: null });
        continue;
      }
      // Introspection's root fields (the extension probe, src/api/extensions.ts) are no type's own.
      const meta = { __type: TypeMetaFieldDef, __schema: SchemaMetaFieldDef }[selection.name.value];
      const type = (meta ?? parent.getFields()[selection.name.value]).type;
      const named = getNamedType(type);
      const fields = isObjectType(named)
        ? fieldsOf(selection.selectionSet, named, fragments, into.get(key)?.fields)
        : undefined;
      into.set(key, { type, fields });
    }
  }
  return into;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The module text: one schema per operation name. */
export function answerSchemas(schema, documents) {
  const definitions = documents.flatMap((d) => d.document.definitions);
  const fragments = new Map(
    definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const constants = new Map(); // object expression -> its constant's name
  const objectOf = (fields) => {
    const entries = [...fields].map(([key, { type, fields: inner }]) => {
      const leaf = inner ? objectOf(inner) : (SCALAR[getNamedType(type)?.name] ?? "s");
      return `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${type ? wrapped(type, leaf) : "s"}`;
    });
    const expression = `z.object({ ${entries.join(", ")} })`;
    if (!constants.has(expression)) constants.set(expression, `o${constants.size}`);
    return constants.get(expression);
  };
  const operations = definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
      return `  ${operation.name.value}: ${objectOf(fieldsOf(operation.selectionSet, root, fragments))},`;
    });
  return [
    `/** What each operation's answer holds (scripts/answer-schemas.mjs), checked by src/api/answer-shape.ts. */`,
    `import * as z from "zod/mini";`,
    ``,
    `const s = z.string();`,
    `const n = z.number();`,
    `const b = z.boolean();`,
    ...[...constants].map(([expression, name]) => `const ${name} = ${expression};`),
    ``,
    `export const ANSWER_SCHEMAS: { readonly [operation: string]: z.ZodMiniType } = {`,
    ...operations,
    `};`,
    ``,
  ].join("\n");
}
