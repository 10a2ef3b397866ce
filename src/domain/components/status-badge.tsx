// A purchase order's status as a coloured badge (spec section 4): OPEN red, ORDERED orange, RECEIVED
// yellow, CLOSED green; any other value reads 'Unknown' on dark. The word is always shown, so the
// colour is never the only cue.
import { isPurchaseOrderStatus } from "../../../schema/status.ts";
import { UI_TEXT } from "../../ui/strings.ts";

export function StatusBadge({ status, large = false }: { status: string; large?: boolean }) {
  const known = isPurchaseOrderStatus(status);
  const tone = known ? status.toLowerCase() : "unknown";
  return (
    <span className={`status-badge status-${tone}${large ? " large" : ""}`}>
      {known ? status : UI_TEXT.status.unknown}
    </span>
  );
}
