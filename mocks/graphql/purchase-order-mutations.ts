// Purchase order mutations (D1-D5, D7-D9): thin resolvers over mocks/rules/purchase-orders.ts.
export const purchaseOrderMutations = {};
