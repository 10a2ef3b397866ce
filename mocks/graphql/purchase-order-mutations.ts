// Purchase order mutations: thin resolvers over mocks/rules/purchase-order*.ts.
import type { PurchaseOrderStatus } from "../../schema/status.ts";
import { changeStatus } from "../rules/purchase-order-status.ts";
import { setSupplier } from "../rules/purchase-order-supplier.ts";
import {
  addPurchaseOrder,
  updatePurchaseOrder,
  type AddInput,
  type UpdateInput,
} from "../rules/purchase-orders.ts";
import type { GraphQLContext } from "./context.ts";

export const purchaseOrderMutations = {
  addPurchaseOrder: (_: unknown, args: AddInput, { provider, session }: GraphQLContext) => ({
    purchaseOrder: addPurchaseOrder(provider, session, args),
  }),
  updatePurchaseOrder: (_: unknown, args: UpdateInput, { provider, session }: GraphQLContext) => ({
    purchaseOrder: updatePurchaseOrder(provider, session, args),
  }),
  updatePurchaseOrderStatus: (
    _: unknown,
    args: { id: string; updatedStatus: PurchaseOrderStatus },
    { provider, session }: GraphQLContext,
  ) => ({ purchaseOrder: changeStatus(provider, session, args.id, args.updatedStatus) }),
  setPurchaseOrderSupplier: (
    _: unknown,
    args: { id: string; vendorId?: string | null },
    { provider, session }: GraphQLContext,
  ) => ({
    purchaseOrder: setSupplier(provider, session, args.id, args.vendorId ?? null),
  }),
};
