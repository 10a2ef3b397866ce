// Extension "approval" (D242, D243): PurchaseOrder.needsApproval and approval, the store's threshold, and
// approving an order; attached only when the extension is on (schema.ts). D51's guard keeps the order's
// fields to readers with an order permission.
import type { PurchaseOrderRow } from "../store/tables.ts";
import {
  approvalSettings,
  approvePurchaseOrder,
  mayApprove,
  needsApproval,
  setApprovalThreshold,
  standingApproval,
} from "../rules/approval.ts";
import type { GraphQLContext } from "./context.ts";

type Approval = NonNullable<PurchaseOrderRow["approval"]>;

export const approvalResolvers = {
  PurchaseOrder: {
    needsApproval: (order: PurchaseOrderRow, _: unknown, { provider }: GraphQLContext) =>
      needsApproval(provider, order),
    approval: (order: PurchaseOrderRow) => standingApproval(order),
    viewerCanApprove: (order: PurchaseOrderRow, _: unknown, { provider, session }: GraphQLContext) =>
      mayApprove(provider, session, order),
  },
  PurchaseOrderApproval: {
    by(approval: Approval, _: unknown, { provider }: GraphQLContext) {
      const user = provider.store.db.users.find((u) => u.id === approval.userId);
      const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : "";
      return { id: approval.userId, name: name || `User ${approval.userId}` };
    },
  },
  Query: {
    approvalSettings: (_: unknown, __: unknown, { provider, session }: GraphQLContext) =>
      approvalSettings(provider, session),
  },
  Mutation: {
    setApprovalThreshold: (
      _: unknown,
      args: { threshold?: number | null },
      { provider, session }: GraphQLContext,
    ) => ({ approvalSettings: setApprovalThreshold(provider, session, args.threshold ?? null) }),
    approvePurchaseOrder: (_: unknown, args: { id: string }, { provider, session }: GraphQLContext) => ({
      purchaseOrder: approvePurchaseOrder(provider, session, args.id),
    }),
  },
};
