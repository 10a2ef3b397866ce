// Where Check In Delivery shows the photos' chunk (extension "notes", D241): nothing unless the provider
// has the extension (useExtensions, D231); then check-in-photos.tsx, loaded once wanted. A chunk that does
// not arrive (offline since the page loaded) says so with Try Again.
import { useEffect, useState } from "react";
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { RetryNotice } from "../../../../ui/unavailable.tsx";

type Chunk = typeof import("./check-in-photos.tsx");

function Loaded({ order }: { order: PurchaseOrderDetail }) {
  const [chunk, setChunk] = useState<Chunk | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("./check-in-photos.tsx").then(
      (loaded) => current && setChunk(loaded),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [attempt]);
  if (chunk) return <chunk.CheckInPhotos order={order} />;
  if (!failed) return null;
  return (
    <RetryNotice
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export function CheckInPhotoSlot({ order }: { order: PurchaseOrderDetail }) {
  return useExtensions().has("notes") ? <Loaded order={order} /> : null;
}
