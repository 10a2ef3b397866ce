// Where the approval's chunk (D242, D244) is mounted on the order view's panel, only where the provider has
// the extension (order-actions.tsx asks useExtensions). The chunk is loaded once
// wanted; one that does not arrive (offline since the page loaded) says so with Try Again.
import { useEffect, useState, type ReactNode } from "react";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { RetryNotice } from "../../../../ui/unavailable.tsx";

type Chunk = typeof import("./approval-part.tsx");

function useChunk(): [Chunk | null, ReactNode] {
  const [chunk, setChunk] = useState<Chunk | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("./approval-part.tsx").then(
      (loaded) => current && setChunk(loaded),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [attempt]);
  const retry = failed && (
    <RetryNotice
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
  return [chunk, retry];
}

/** The order's approval on its panel: Needs Approval in words, Approve (`main`: the solid one), who approved. */
export function ApprovalSlot({ order, main }: { order: PurchaseOrderDetail; main: boolean }) {
  const [chunk, retry] = useChunk();
  return chunk ? <chunk.ApprovalPart order={order} main={main} /> : retry || null;
}
