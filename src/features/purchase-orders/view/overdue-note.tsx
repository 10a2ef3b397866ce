// The order view's one "Overdue" line (D230, D249), beside the status: which rule made it overdue. Where
// the provider stores expected arrival days (D234) the order's day is read (the same read as the
// Expected Arrival section's, so one request) and decides where there is one: "expected on 11/20/2026,
// 8 days ago"; else "ordered 23 days ago, more than the store's 14". Nothing until the inputs are known.
import { useKnownExtensions } from "../../../api/extensions.ts";
import { daysLate, overdueOf, useOverdueDays } from "../../../domain/overdue.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
import { useExpectedArrival } from "./arrival/api/expected-arrival.ts";

const T = DOMAIN_TEXT.overdue;

function Note({ order, expectedArrival }: { order: PurchaseOrderDetail; expectedArrival?: string | null }) {
  const [limit] = useOverdueDays();
  const overdue = overdueOf({ ...order, expectedArrival }, limit);
  if (!overdue) return null;
  const why =
    overdue.rule === "arrival"
      ? T.expected(DOMAIN_TEXT.day(overdue.expected), daysLate(overdue.expected))
      : (expectedArrival === undefined ? T.since : T.sinceNoDay)(overdue.days, overdue.limit);
  return (
    <p className="overdue-note">
      <span className="overdue-mark">{T.mark}</span> {why}
    </p>
  );
}

/** The day read first; a read that failed says so in the Expected Arrival section, not here. */
function WithArrival({ order }: { order: PurchaseOrderDetail }) {
  const read = useExpectedArrival(order.id, order.dateModified);
  return read.data === undefined ? null : <Note order={order} expectedArrival={read.data} />;
}

export function OverdueNote({ order }: { order: PurchaseOrderDetail }) {
  const extensions = useKnownExtensions();
  if (extensions === null || order.status !== "ORDERED") return null;
  return extensions.has("arrival") ? <WithArrival order={order} /> : <Note order={order} />;
}
