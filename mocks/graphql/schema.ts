// The executable schema of the fake provider: schema/schema.graphql with hand-written resolvers over
// the store. Nothing is auto-mocked (DESIGN.md section 2): a root field without a resolver answers a
// NOT_IMPLEMENTED error instead of inventing data.
import { makeExecutableSchema } from "@graphql-tools/schema";
import { GraphQLError, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import typeDefs from "../../schema/schema.graphql";
import { mutationResolvers } from "./mutations.ts";
import { guardOrderDetails } from "./order-fields.ts";
import { queryResolvers } from "./queries.ts";
import { typeResolvers } from "./types.ts";

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

export function buildProviderSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: { ...typeResolvers, Query: queryResolvers, Mutation: mutationResolvers },
  });
  refuseUnresolved(schema.getQueryType(), queryResolvers);
  refuseUnresolved(schema.getMutationType(), mutationResolvers);
  guardOrderDetails(schema);
  return schema;
}
