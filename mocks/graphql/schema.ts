// The executable schema of the fake provider: schema/schema.graphql with hand-written resolvers over
// the store. Nothing is auto-mocked (docs/ARCHITECTURE.md): a root field without a resolver answers a
// NOT_IMPLEMENTED error instead of inventing data.
//
// Built with graphql-js alone, the resolvers set on the fields it made (D88): @graphql-tools'
// makeExecutableSchema built the schema a second time to add them, about three times the work, on the
// way to the demo's first answer. The SDL and the type system it makes are ours and checked by their
// test (schema.test.ts), so neither is validated again on every start (12 ms of a demo load).
import {
  buildASTSchema,
  GraphQLError,
  isObjectType,
  parse,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";
import typeDefs from "../../schema/schema.graphql";
import { withExtensions } from "../../schema/extension-sdl.ts";
import { EXTENSIONS, type ExtensionName } from "../../schema/extensions.ts";
import { approvalResolvers } from "./approval.ts";
import { arrivalResolvers } from "./arrival.ts";
import { historyResolvers } from "./history.ts";
import { mutationResolvers } from "./mutations.ts";
import { notesResolvers } from "./notes.ts";
import { guardOrderDetails } from "./order-fields.ts";
import { queryResolvers } from "./queries.ts";
import { reorderResolvers } from "./reorder.ts";
import { typeResolvers } from "./types.ts";

type Resolvers = Record<string, Record<string, GraphQLFieldResolver<never, never, never>>>;

/** Sets each resolver on its field; a resolver for a type or field the schema lacks is a mistake. */
function attachResolvers(schema: GraphQLSchema, resolvers: Resolvers): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which is not an object type`);
    const known = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = known[fieldName];
      if (!field) throw new Error(`A resolver for ${typeName}.${fieldName}, which the schema lacks`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
}

function refuseUnresolved(type: GraphQLObjectType | null | undefined, resolved: object): void {
  for (const field of Object.values(type?.getFields() ?? {})) {
    if (Object.hasOwn(resolved, field.name)) continue;
    field.resolve = () => {
      throw new GraphQLError(`${type!.name}.${field.name} is not implemented by the fake provider yet.`, {
        extensions: { code: "NOT_IMPLEMENTED" },
      });
    };
  }
}

/** Each contract extension's resolvers (D231), attached only when it is on. */
const EXTENSION_RESOLVERS: Record<ExtensionName, Resolvers> = {
  history: historyResolvers as unknown as Resolvers,
  notes: notesResolvers as unknown as Resolvers,
  arrival: arrivalResolvers as unknown as Resolvers,
  reorder: reorderResolvers as unknown as Resolvers,
  approval: approvalResolvers as unknown as Resolvers,
};

/** The schema with the contract extensions named (all by default), each with its resolvers. */
export function buildProviderSchema(extensions: readonly ExtensionName[] = EXTENSIONS): GraphQLSchema {
  const sdl = withExtensions(typeDefs, extensions);
  const schema = buildASTSchema(parse(sdl), { assumeValidSDL: true, assumeValid: true });
  attachResolvers(schema, {
    ...(typeResolvers as Resolvers),
    Query: queryResolvers as Resolvers[string],
    Mutation: mutationResolvers as Resolvers[string],
  });
  refuseUnresolved(schema.getQueryType(), queryResolvers);
  refuseUnresolved(schema.getMutationType(), mutationResolvers);
  // After the refusals: an extension's root fields are resolved by its own resolvers.
  for (const name of extensions) attachResolvers(schema, EXTENSION_RESOLVERS[name]);
  guardOrderDetails(schema);
  return schema;
}
