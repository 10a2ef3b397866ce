// Emailing the order's PDF to its supplier (spec section 7): 200 when the supplier has an email;
// any other answer throws ApiError.
import { rest } from "../../../../api/http.ts";

/** Sends the PDF; resolves to the address it went to. */
export const sendPurchaseOrder = (id: string) =>
  rest("sendPurchaseOrder", { params: { id } }).then((answer) => answer.data.to);
