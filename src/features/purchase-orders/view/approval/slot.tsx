// Where the approval's chunk (D242, D244) is mounted on the order view's panel, only where the provider has
// the extension (order-actions.tsx asks useExtensions). The chunk is loaded once
// wanted; one that does not arrive (offline since the page loaded) says so with Try Again.
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { LazyPart } from "../../../../ui/lazy-part.tsx";

const load = () => import("./approval-part.tsx");

/** The order's approval on its panel: Needs Approval in words, Approve (`main`: the solid one), who approved. */
export function ApprovalSlot({ order, main }: { order: PurchaseOrderDetail; main: boolean }) {
  return <LazyPart load={load} render={(chunk) => <chunk.ApprovalPart order={order} main={main} />} />;
}
