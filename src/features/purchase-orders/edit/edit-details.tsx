// Details (spec section 2): the totals of what is on screen, previewed with the shared arithmetic
// (integer cents). The provider computes the stored total when the edits arrive.
import { formatCents } from "../../../../schema/format.ts";
import type { OrderTotals } from "../../../../schema/totals.ts";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { PanelSection } from "./edit-ship-to.tsx";
import { FactList } from "../../../ui/fact-list.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT.details;

export function EditDetails({ totals }: { totals: OrderTotals }) {
  const parts: [string, string][] = [
    [T.subtotal, formatCents(totals.subtotalCents)],
    [T.shipping, formatCents(totals.shippingCents)],
    // Shown as the reduction it is; "|| 0" keeps a zero discount from reading "-$0.00".
    [T.discount, formatCents(-totals.discountCents || 0)],
  ];
  // The total in a list of its own: the phone's bar shows the parts in one small line over it.
  return (
    <PanelSection title={T.title}>
      <FactList className="po-edit-totals po-edit-parts" facts={parts} />
      <FactList
        className="po-edit-totals po-edit-total"
        facts={[[T.total, formatCents(totals.totalCents)]]}
      />
    </PanelSection>
  );
}
