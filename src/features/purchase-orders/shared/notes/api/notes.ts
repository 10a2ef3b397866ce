// Extension "notes" (D239, D240): the order's notes and attachments, read and written. Sent only to a
// provider that has the extension (useExtensions, D231). Files go up as multipart and come down with the
// token, then open in a new tab from a blob (D240).
import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { ApiError } from "../../../../../api/api-error.ts";
import { cacheKey } from "../../../../../api/cache.ts";
import { graphql } from "../../../../../api/generated/gql.ts";
import type { OrderNotesQuery } from "../../../../../api/generated/graphql.ts";
import { graphqlRequest } from "../../../../../api/graphql.ts";
import { rest } from "../../../../../api/http.ts";
import { refreshOrderReads } from "../../../../../domain/api/new-purchase-order.ts";

export const OrderNotesDocument = graphql(`
  query OrderNotes($id: ID!) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {
        id
        internalNote
        supplierNote
        attachments {
          id
          fileName
          contentType
          size
          addedAt
          addedBy {
            id
            name
          }
        }
      }
    }
  }
`);

export const SetOrderNotesDocument = graphql(`
  mutation SetOrderNotes($id: ID!, $internalNote: String, $supplierNote: String) {
    setPurchaseOrderNotes(id: $id, internalNote: $internalNote, supplierNote: $supplierNote) {
      purchaseOrder {
        id
        internalNote
        supplierNote
      }
    }
  }
`);

const RemoveAttachmentDocument = graphql(`
  mutation RemoveOrderAttachment($id: ID!, $attachmentId: ID!) {
    removePurchaseOrderAttachment(id: $id, attachmentId: $attachmentId) {
      purchaseOrder {
        id
      }
    }
  }
`);

export type OrderNotes = NonNullable<OrderNotesQuery["allPurchaseOrders"]["nodes"][number]>;
export type Attachment = OrderNotes["attachments"][number];

const notesKey = (id: string, version: string) => cacheKey("OrderNotes", { id, version });

/** The order's notes and files, read again whenever the order changes (and after each write, below). */
export function useOrderNotes(id: string, dateModified: string) {
  return useSWR(notesKey(id, dateModified), ([, v]) =>
    graphqlRequest(OrderNotesDocument, { id: v.id }).then((data) => data.allPurchaseOrders.nodes[0] ?? null),
  );
}

/**
 * The writes, each followed by `reread` (the notes: a file moves no dateModified) and a read of the order
 * (its history shows them), after a refusal too.
 */
export function useNotesWrites(id: string, reread: () => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(write: () => Promise<T>) => {
      try {
        return await write();
      } finally {
        await Promise.all([reread(), refreshOrderReads(mutate)]);
      }
    },
    [reread, mutate],
  );
  return {
    setNotes: (notes: { internalNote: string; supplierNote: string }) =>
      after(() => graphqlRequest(SetOrderNotesDocument, { id, ...notes })),
    upload: (file: File) =>
      after(() => rest("addPurchaseOrderAttachment", { params: { id }, body: { file } })),
    remove: (attachmentId: string) =>
      after(() => graphqlRequest(RemoveAttachmentDocument, { id, attachmentId })),
  };
}

/** The file, read with the token (D240); throws ApiError when the answer is not one. */
export async function fetchAttachment(id: string, attachmentId: string): Promise<Blob> {
  const file = await rest("purchaseOrderAttachment", { params: { id, attachmentId } });
  if (!(file instanceof Blob) || file.size === 0)
    throw new ApiError("The server answered without the file.", { status: 200, code: "BAD_RESPONSE" });
  return file;
}
