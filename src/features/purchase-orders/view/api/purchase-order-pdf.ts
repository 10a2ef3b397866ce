// The order as a PDF (spec section 7): GET /PurchaseOrder/{id} answers a binary file.
import { ApiError } from "../../../../api/api-error.ts";
import { rest } from "../../../../api/http.ts";

/** The PDF of the order; throws ApiError when the answer is not a file. */
export async function fetchPurchaseOrderPdf(id: string): Promise<Blob> {
  const file = await rest("purchaseOrderPdf", { params: { id } });
  if (!(file instanceof Blob) || file.size === 0)
    throw new ApiError("The server answered without a PDF.", { status: 200, code: "BAD_RESPONSE" });
  return file;
}
