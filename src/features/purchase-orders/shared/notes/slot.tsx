// Where Check In Delivery shows the photos' chunk (extension "notes", D241): nothing unless the provider
// has the extension (useExtensions, D231); then check-in-photos.tsx, loaded once wanted. A chunk that does
// not arrive (offline since the page loaded) says so with Try Again.
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { LazyPart } from "../../../../ui/lazy-part.tsx";

const load = () => import("./check-in-photos.tsx");

export function CheckInPhotoSlot({ order }: { order: PurchaseOrderDetail }) {
  return useExtensions().has("notes") ? (
    <LazyPart load={load} render={(chunk) => <chunk.CheckInPhotos order={order} />} />
  ) : null;
}
