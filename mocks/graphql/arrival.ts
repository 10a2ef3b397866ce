// Extension "arrival" (D234): PurchaseOrder.expectedArrival and setExpectedArrival, attached only when
// the extension is on (schema.ts). D51's guard keeps the field to readers with an order permission.
import type { PurchaseOrderRow } from "../store/tables.ts";
import { setExpectedArrival } from "../rules/expected-arrival.ts";
import type { GraphQLContext } from "./context.ts";

export const arrivalResolvers = {
  PurchaseOrder: {
    expectedArrival: (order: PurchaseOrderRow) => order.expectedArrival ?? null,
  },
  Mutation: {
    setExpectedArrival: (
      _: unknown,
      args: { id: string; date?: string | null },
      { provider, session }: GraphQLContext,
    ) => ({ purchaseOrder: setExpectedArrival(provider, session, args.id, args.date ?? null) }),
  },
};
