// Extension "notes" (D239, D240): the order's two notes, its attachments' list and the writes that take no
// file, attached only when the extension is on (schema.ts). D51's guard keeps each field to readers with
// an order permission. The files themselves are REST (handlers/notes.ts).
import type { OrderAttachmentRow, PurchaseOrderRow } from "../store/tables.ts";
import { attachmentsOf, removeOrderAttachment, setOrderNotes } from "../rules/order-notes.ts";
import type { GraphQLContext } from "./context.ts";

export const notesResolvers = {
  PurchaseOrder: {
    internalNote: (order: PurchaseOrderRow) => order.internalNote ?? null,
    supplierNote: (order: PurchaseOrderRow) => order.supplierNote ?? null,
    attachments: (order: PurchaseOrderRow, _: unknown, { provider }: GraphQLContext) =>
      attachmentsOf(provider, order),
  },
  PurchaseOrderAttachment: {
    addedBy(attachment: OrderAttachmentRow, _: unknown, { provider }: GraphQLContext) {
      const user = provider.store.db.users.find((u) => u.id === attachment.userId);
      const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : "";
      return { id: attachment.userId, name: name || `User ${attachment.userId}` };
    },
  },
  Mutation: {
    setPurchaseOrderNotes: (
      _: unknown,
      args: { id: string; internalNote?: string | null; supplierNote?: string | null },
      { provider, session }: GraphQLContext,
    ) => ({ purchaseOrder: setOrderNotes(provider, session, args.id, args) }),
    removePurchaseOrderAttachment: (
      _: unknown,
      args: { id: string; attachmentId: string },
      { provider, session }: GraphQLContext,
    ) => ({ purchaseOrder: removeOrderAttachment(provider, session, args.id, args.attachmentId) }),
  },
};
