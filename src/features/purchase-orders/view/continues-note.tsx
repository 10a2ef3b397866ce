// On an order made for the rest of a short delivery: which order and delivery it
// continues. The link is known only to the device that made it (localStorage, D214).
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { formatDate } from "../../../lib/format.ts";
import { useSession } from "../../../session/session-context.tsx";
import { readLink } from "../shared/backorder-store.ts";
import { BACKORDER_TEXT } from "../shared/strings.ts";

/** "11/27/2026", the delivery's day in local time: the app's date format without its time. */
const dayOf = (iso: string) => formatDate(iso).split(" at ")[0]!;

export function ContinuesNote({ orderId }: { orderId: string }) {
  const link = readLink(useSession()?.claims.storeId ?? null, orderId);
  if (!link) return null;
  // The whole "purchase order #123" is the link: a bigger target than the number alone.
  const named = BACKORDER_TEXT.orderNamed(link.of);
  const [before, after] = BACKORDER_TEXT.continues(link.of, dayOf(link.delivered)).split(named);
  return (
    <p className="notice continues-note">
      {before}
      <Link href={PATHS.purchaseOrder(link.of)}>{named}</Link>
      {after}
    </p>
  );
}
