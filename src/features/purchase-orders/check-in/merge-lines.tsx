// The lines of an order received elsewhere beside this device's count (D222): per line what the order
// holds now (the other device's count, as stored), what was counted here, and, while the order can still
// take it, the two together. Compact rows like Check In Delivery's (D171): two lines below 768 px.
import { useId } from "react";
import { shownOf, type PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import type { MergedLine } from "./merge.ts";
import { MERGE_TEXT } from "./strings.ts";

const T = MERGE_TEXT;

interface MergeLinesProps {
  lines: readonly MergedLine[];
  ordered(item: PurchaseOrderItem): number | undefined;
  /** False on a CLOSED order, which cannot take the count. */
  withTotal: boolean;
}

export function MergeLines({ lines, ordered, withTotal }: MergeLinesProps) {
  const titleId = useId();
  return (
    <section className="check-in-lines merge-lines" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.lines}</h2>
      <ul aria-labelledby={titleId}>
        {lines.map((line) => {
          const shown = shownOf(line.item);
          const asked = ordered(line.item);
          return (
            <li key={line.item.id} className={`merge-line${line.mine > 0 ? " merge-line-mine" : ""}`}>
              <div className="check-line-product">
                <span className="check-line-name">{shown.name}</span>
                <span className="check-line-codes">
                  {[shown.sku, shown.mpn].filter(Boolean).join(" \u00b7 ")}
                </span>
              </div>
              <dl className="merge-figures">
                <div>
                  <dt>{T.held}</dt>
                  <dd>
                    {line.held}
                    {asked !== undefined && <span className="merge-ordered"> ({T.ordered(asked)})</span>}
                  </dd>
                </div>
                <div>
                  <dt>{T.mine}</dt>
                  <dd>{line.counted ? line.mine : <span className="merge-ordered">{T.notCounted}</span>}</dd>
                </div>
                {withTotal && (
                  <div className="merge-total">
                    <dt>{T.total}</dt>
                    <dd>{line.total}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
