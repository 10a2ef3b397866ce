// Extension "approval" (D242, D244): what the order view's panel needs to know of an order's approval, read
// from the cache entry the approval chunk fills (approval-part.tsx fetches it; this only listens, so the
// panel carries the key and not the query). Null without the extension, and until the chunk has read it.
import useSWR from "swr";
import { cacheKey } from "../../../../api/cache.ts";
import { useExtensions } from "../../../../api/extensions.ts";

export interface OrderApproval {
  needsApproval: boolean;
  viewerCanApprove: boolean;
  approval: { at: string; by: { name: string } } | null;
  /** The store's threshold in dollars, for the words; null when none. */
  threshold: number | null;
}

/** Keyed by the order's dateModified: any change of the order (an approval too) reads it again. */
export const orderApprovalKey = (id: string, version: string) => cacheKey("OrderApproval", { id, version });

export function useOrderApproval(order: { id: string; dateModified: string }): OrderApproval | null {
  const on = useExtensions().has("approval");
  const key = on ? orderApprovalKey(order.id, order.dateModified) : null;
  // As the chunk's read: the last answer stays while the next loads (api/approval.ts).
  return useSWR<OrderApproval>(key, null, { keepPreviousData: true }).data ?? null;
}
