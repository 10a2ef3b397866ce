// Supplier mutations: thin resolvers over mocks/rules/suppliers.ts.
// The supplier routes need no permission (spec section 2), so any member of the store may create and edit.
import { addSupplier, updateSupplier, type SupplierInput } from "../rules/suppliers.ts";
import type { GraphQLContext } from "./context.ts";

export const supplierMutations = {
  addSupplier: (_: unknown, args: SupplierInput, { provider, session }: GraphQLContext) => ({
    supplier: addSupplier(provider, session, args),
  }),
  updateSupplier: (
    _: unknown,
    { id, ...input }: SupplierInput & { id: string },
    { provider, session }: GraphQLContext,
  ) => ({ supplier: updateSupplier(provider, session, id, input) }),
};
