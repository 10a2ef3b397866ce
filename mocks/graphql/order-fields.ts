// D51: what a user without an order permission reads of an order. The spec shows a supplier's recent
// orders to everyone who may open the supplier (spec section 7), and its supplier query asks for the
// dates, status, total and item quantities: that summary is open to every member of the store. The rest
// of an order (costs and discounts per line, products, shipping, ship-to address) is what the order
// screens show, so it needs what they need: viewPurchaseOrders. Default deny: a field added to either
// type later is guarded until it is named here.
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { can } from "../../schema/permissions.ts";
import { fail } from "../rules/errors.ts";
import type { GraphQLContext } from "./context.ts";

/** The fields of each order type that every member of the store may read (the supplier page's). */
const ORDER_SUMMARY_FIELDS: Record<string, readonly string[]> = {
  PurchaseOrder: [
    "id",
    "dateCreated",
    "dateModified",
    "dateOrdered",
    "dateReceived",
    "dateFinalized",
    "status",
    "vendor",
    "calculateTotal",
    "items",
  ],
  PurchaseOrderItem: ["id", "quantity"],
};

/** Wraps every other field of the order types so it answers FORBIDDEN without viewPurchaseOrders. */
export function guardOrderDetails(schema: GraphQLSchema): void {
  for (const [typeName, open] of Object.entries(ORDER_SUMMARY_FIELDS)) {
    const type = schema.getType(typeName);
    if (!type || !("getFields" in type)) throw new Error(`${typeName} is not an object type`);
    for (const field of Object.values(type.getFields())) {
      if (open.includes(field.name)) continue;
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<
        unknown,
        GraphQLContext
      >;
      const guarded: GraphQLFieldResolver<unknown, GraphQLContext> = (parent, args, ctx, info) => {
        if (!can(ctx.session.permissions, "viewPurchaseOrders"))
          fail(
            "FORBIDDEN",
            `Your role shows an order's dates, status, total and quantities only; ${typeName}.${field.name} needs a purchase order permission.`,
          );
        return resolve(parent, args, ctx, info);
      };
      field.resolve = guarded;
    }
  }
}
