// The ids the contract takes, read from the contract itself: every ID argument of schema.graphql's
// root fields (input fields included) and every REST path parameter or body field naming a record.
// A suite aiming ids at another store checks its cases against these, so none is forgotten.
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from "graphql";
import sdl from "../../schema/schema.graphql";
import { REST } from "../../schema/rest.ts";

export interface Ids {
  /** Every operation's name. */
  operations: string[];
  /** `operation.argument(.field)` for each id it takes. */
  ids: string[];
}

/** `field.argument` (and `.inputField` below it) for every ID a GraphQL root field takes. */
export function graphqlIds(): Ids {
  const schema = buildSchema(sdl);
  const operations: string[] = [];
  const ids: string[] = [];
  const walk = (path: string, type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (named.name === "ID") ids.push(path);
    if (isInputObjectType(named))
      for (const field of Object.values(named.getFields())) walk(`${path}.${field.name}`, field.type);
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!])
    for (const field of Object.values(root.getFields())) {
      operations.push(field.name);
      for (const arg of field.args) walk(`${field.name}.${arg.name}`, arg.type);
    }
  return { operations, ids };
}

/** `name.param` for every REST path parameter and every body field naming records by id. */
export function restIds(): Ids {
  const ids = Object.entries(REST).flatMap(([name, endpoint]) => {
    const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const shape = "shape" in endpoint.request ? Object.keys(endpoint.request.shape as object) : [];
    const fields = shape.filter((key) => /^id$|Id$|^permissions$/.test(key));
    return [...params, ...fields].map((key) => `${name}.${key}`);
  });
  return { operations: Object.keys(REST), ids };
}
