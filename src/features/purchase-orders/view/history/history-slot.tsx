// Where the order view shows its history (extension "history", D232): nothing at all unless the provider
// has the extension (useExtensions, D231); then the timeline's chunk is loaded and shown. A chunk that
// does not arrive (offline since the page loaded) says so in one line with Try Again.
import { useEffect, useState } from "react";
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { RetryNotice } from "../../../../ui/unavailable.tsx";

type Timeline = typeof import("./order-history.tsx");

export function OrderHistorySlot({ order }: { order: PurchaseOrderDetail }) {
  const wanted = useExtensions().has("history");
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || timeline) return;
    let current = true;
    import("./order-history.tsx").then(
      (module) => current && setTimeline(module),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [wanted, timeline, attempt]);
  if (!wanted) return null;
  if (timeline) return <timeline.OrderHistory order={order} />;
  return failed ? (
    <RetryNotice
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  ) : null;
}
