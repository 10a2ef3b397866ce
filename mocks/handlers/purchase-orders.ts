// Purchase order REST endpoints: the PDF and sending it.
import type { Provider } from "../provider.ts";
import { purchaseOrderPdfFile, sendPurchaseOrder } from "../rules/purchase-order-documents.ts";
import { restHandler } from "./rest.ts";

export const purchaseOrderHandlers = (provider: Provider) => [
  restHandler(provider, "purchaseOrderPdf", ({ params, session }) =>
    purchaseOrderPdfFile(provider, session, params.id!),
  ),
  restHandler(provider, "sendPurchaseOrder", ({ params, session }) =>
    sendPurchaseOrder(provider, session, params.id!),
  ),
];
