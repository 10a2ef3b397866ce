// A purchase order's document: its PDF, and sending it to the supplier. The orders
// themselves are GraphQL (schema/schema.graphql).
import * as z from "zod/mini";
import { endpoint, NoBody } from "./shared.ts";

export const PURCHASE_ORDER_ENDPOINTS = {
  /** A PDF of the order. */
  purchaseOrderPdf: endpoint({
    method: "GET",
    path: "PurchaseOrder/:id",
    body: "none",
    request: NoBody,
    answer: "blob",
    response: z.unknown(),
    auth: true,
  }),
  /** 200 when the supplier has an email, else 400 with a description. */
  sendPurchaseOrder: endpoint({
    method: "POST",
    path: "PurchaseOrder/:id/send",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ to: z.string() }) }),
    auth: true,
  }),
} as const;
