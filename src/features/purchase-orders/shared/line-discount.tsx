// How much a line's discount takes off, as the Details panel shows the order's ("-$2.50", "$0.00"
// when none); a percentage also shows its rate, so a buyer can check the amount against it.
import { parseDiscount } from "../../../../schema/discount.ts";
import { formatCents } from "../../../../schema/format.ts";

export function LineDiscount({ text, cents }: { text: string; cents: number }) {
  const percent = parseDiscount(text).kind === "percent";
  return (
    <>
      {/* "|| 0" keeps a zero discount from reading "-$0.00". */}
      {formatCents(-cents || 0)}
      {percent && <small className="line-discount-rate"> ({text.trim()})</small>}
    </>
  );
}
