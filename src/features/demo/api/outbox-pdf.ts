// The PDF of an order mailed from the outbox: the same GET PurchaseOrder/{id} as the order
// screen, so it needs a session of the order's store that may view purchase orders.
import { ApiError } from "../../../api/api-error.ts";
import { rest } from "../../../api/http.ts";

/** The order's PDF; throws ApiError (404 for another store's order, 403 without the permission). */
export async function fetchOutboxPdf(purchaseOrderId: number): Promise<Blob> {
  const file = await rest("purchaseOrderPdf", { params: { id: purchaseOrderId } });
  if (!(file instanceof Blob) || file.size === 0)
    throw new ApiError("The server answered without a PDF.", { status: 200, code: "BAD_RESPONSE" });
  return file;
}
