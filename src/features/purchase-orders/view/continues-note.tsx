// On an order made for the rest of a short delivery: which order and delivery it
// continues. The link is known only to the device that made it (localStorage, D214).
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { formatDay } from "../../../lib/format.ts";
import { useSession } from "../../../session/session-context.tsx";
import { readLink } from "../shared/backorder-store.ts";
import { BACKORDER_TEXT } from "../shared/strings.ts";

export function ContinuesNote({ orderId }: { orderId: string }) {
  const link = readLink(useSession()?.claims.storeId ?? null, orderId);
  if (!link) return null;
  // The whole "purchase order #123" is the link: a bigger target than the number alone.
  const named = BACKORDER_TEXT.orderNamed(link.of);
  const [before, after] = BACKORDER_TEXT.continues(link.of, formatDay(link.delivered)).split(named);
  return (
    <p className="notice continues-note">
      {before}
      <Link href={PATHS.purchaseOrder(link.of)}>{named}</Link>
      {after}
    </p>
  );
}
