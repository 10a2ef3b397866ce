// After a delivery whose rest was kept on order: both orders named, with links.
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BACKORDER_TEXT } from "../shared/strings.ts";

const T = BACKORDER_TEXT;

export function BackorderDone({ original, backorder }: { original: string; backorder: string }) {
  return (
    <div className="check-in-closed backorder-done">
      <p role="status">{T.done(original, backorder)}</p>
      <p className="backorder-links">
        <Link href={PATHS.purchaseOrder(backorder)} className="button primary">
          {T.openBackorder(backorder)}
        </Link>
        <Link href={PATHS.purchaseOrder(original)} className="button">
          {T.openOriginal(original)}
        </Link>
      </p>
    </div>
  );
}
