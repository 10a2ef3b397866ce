// Mutation resolvers, one module per domain; a mutation missing here answers NOT_IMPLEMENTED.
import { purchaseOrderMutations } from "./purchase-order-mutations.ts";
import { supplierMutations } from "./supplier-mutations.ts";

export const mutationResolvers = { ...purchaseOrderMutations, ...supplierMutations };
