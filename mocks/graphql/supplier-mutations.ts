// Supplier mutations (spec section 7, section 5 validation, D26): thin resolvers over mocks/rules/suppliers.ts.
export const supplierMutations = {};
