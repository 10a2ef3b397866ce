// Extension "notes" (D239, D240): an order's attachments travel over REST, as the feedback screenshot does
// (D18): a multipart upload, and a download that needs the token (the app opens it from a blob, D240).
// Listed, and removed, over GraphQL (schema/extensions/notes.graphql).
import * as z from "zod/mini";
import { endpoint, Id, NoBody } from "./shared.ts";

/** The limits, checked by the provider by each file's content, never its name or declared type. */
export const ORDER_ATTACHMENT = {
  maxBytes: 10 * 1024 * 1024,
  perOrder: 20,
  contentTypes: ["application/pdf", "image/png", "image/jpeg"],
  /** The longest file name kept; a longer one is cut. */
  maxNameLength: 120,
} as const;

/** The most characters either note of an order may hold (D239). */
export const MAX_ORDER_NOTE_LENGTH = 2000;

export const OrderAttachment = z.object({
  id: Id,
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
  addedAt: z.string(),
});

export const NOTES_ENDPOINTS = {
  /** D240: `file` one PDF, PNG or JPEG of at most 10 MB; the order may hold 20. */
  addPurchaseOrderAttachment: endpoint({
    method: "POST",
    path: "PurchaseOrder/:id/attachments",
    body: "multipart",
    request: z.object({ file: z.instanceof(Blob) }),
    answer: "json",
    response: z.object({ data: OrderAttachment }),
    auth: true,
    extension: true,
  }),
  /** The file's bytes with its content type; the reader needs an order permission. */
  purchaseOrderAttachment: endpoint({
    method: "GET",
    path: "PurchaseOrder/:id/attachments/:attachmentId",
    body: "none",
    request: NoBody,
    answer: "blob",
    response: z.unknown(),
    auth: true,
    extension: true,
  }),
} as const;
