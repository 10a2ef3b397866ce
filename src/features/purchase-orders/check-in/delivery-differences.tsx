// What Confirm Delivery's question is about: the lines whose count differs from the
// order, by name, short ones first; a line nothing counted is received as 0, and says so.
// With short lines it asks, once, whether the rest stays on order or the order closes short.
import { shownOf, type PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import type { CheckInCount } from "./use-check-in-count.ts";
import { BackorderChoice } from "./backorder-choice.tsx";

const T = CHECK_IN_TEXT;

export function DeliveryDifferences({
  items,
  count,
  choice,
}: {
  items: readonly PurchaseOrderItem[];
  count: CheckInCount;
  /** The keep-or-close question; absent when the screen does not ask it (a retry of the counts). */
  choice?: { canKeep: boolean; keepRest: boolean; onKeepRest(keep: boolean): void };
}) {
  const short = items.filter((item) => count.counted(item) < item.quantity);
  const over = items.filter((item) => count.counted(item) > item.quantity);
  const line = (item: PurchaseOrderItem) => (
    <li key={item.id}>
      {T.confirmLine(shownOf(item).name, count.counted(item), item.quantity)}
      {!count.isCounted(item) && ` (${T.confirmNotCounted})`}
    </li>
  );
  if (short.length === 0 && over.length === 0)
    return <p className="delivery-differences">{T.confirmAllMatch}</p>;
  return (
    <div className="delivery-differences">
      {short.length > 0 && (
        <>
          <p>{T.confirmShort(short.length)}</p>
          <ul>{short.map(line)}</ul>
          {choice && (
            <BackorderChoice
              {...choice}
              owed={short.reduce((sum, item) => sum + item.quantity - count.counted(item), 0)}
            />
          )}
        </>
      )}
      {over.length > 0 && (
        <>
          <p>{T.confirmOver(over.length)}</p>
          <ul>{over.map(line)}</ul>
        </>
      )}
    </div>
  );
}
