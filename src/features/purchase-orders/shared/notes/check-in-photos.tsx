// Photos during Check In Delivery (extension "notes", D241): Add Photo opens the phone's back camera (a
// file picker on a laptop) and adds the picture to the order's attachments at once; the files of this
// order are listed under it, each with who added it. The counts are untouched. Its own chunk, loaded only
// where the provider has the extension (slot.tsx).
import { errorMessage } from "../../../../api/api-error.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { RetryNotice } from "../../../../ui/unavailable.tsx";
import { useNotesWrites, useOrderNotes } from "./api/notes.ts";
import { AttachmentList, useMayAttach } from "./attachments.tsx";
import { NOTES_TEXT } from "./strings.ts";

const T = NOTES_TEXT;

export function CheckInPhotos({ order }: { order: PurchaseOrderDetail }) {
  const read = useOrderNotes(order.id, order.dateModified);
  const writes = useNotesWrites(order.id, () => read.mutate());
  const mayAdd = useMayAttach(order);
  if (!mayAdd && !read.data?.attachments.length) return null;
  let body;
  if (read.data === undefined && read.error)
    body = <RetryNotice message={T.failed(errorMessage(read.error))} onRetry={() => void read.mutate()} />;
  else if (!read.data) body = <p role="status">{T.loading}</p>;
  else
    body = (
      <AttachmentList order={order} files={read.data.attachments} writes={writes} camera empty={T.noPhotos} />
    );
  return (
    <section className="check-in-photos order-notes" aria-labelledby="check-in-photos-heading">
      <h2 id="check-in-photos-heading">{T.photos}</h2>
      <p className="attachment-meta">{T.photosHint}</p>
      {body}
    </section>
  );
}
