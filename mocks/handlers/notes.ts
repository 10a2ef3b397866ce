// Extension "notes" (D240): an order's attachments over REST. Off, the provider answers as one without
// the extension: 404, as for any path it does not serve.
import { HttpResponse } from "msw";
import type { Provider } from "../provider.ts";
import { addOrderAttachment, orderAttachmentFile } from "../rules/order-notes.ts";
import { restHandler } from "./rest.ts";

const absent = () =>
  HttpResponse.json(
    { code: "NOT_FOUND", description: "This provider has no order attachments (extension notes is off)." },
    { status: 404 },
  );

export const notesHandlers = (provider: Provider) => [
  restHandler(provider, "addPurchaseOrderAttachment", ({ params, session, body }) =>
    provider.extensions.has("notes")
      ? addOrderAttachment(provider, session, params.id!, body.file)
      : absent(),
  ),
  restHandler(provider, "purchaseOrderAttachment", ({ params, session }) =>
    provider.extensions.has("notes")
      ? orderAttachmentFile(provider, session, params.id!, params.attachmentId!)
      : absent(),
  ),
];
