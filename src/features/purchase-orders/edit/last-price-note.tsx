// Under a line's name: where its last price comes from, "Last price $12.40, PO-381, 10/2/2026", and,
// when the cost typed is more than 10 % away from it, by how much in words (D225), not by colour alone.
import { formatCents } from "../../../../schema/format.ts";
import { dollarsToCents, parseMoney } from "../../../../schema/money.ts";
import { awayFrom, itemKey, type LastPrice } from "../../../domain/api/last-price-pick.ts";
import { formatDay } from "../../../lib/format.ts";
import { UI_TEXT } from "../../../ui/strings.ts";
import { LAST_PRICE_TEXT } from "../shared/strings.ts";
import type { ItemRow } from "./engine/rows.ts";

const T = LAST_PRICE_TEXT;

export function LastPriceNote({
  row,
  prices,
}: {
  row: ItemRow;
  prices: ReadonlyMap<string, LastPrice> | undefined;
}) {
  const price = prices?.get(itemKey(row));
  if (!price) return null;
  const lastCents = dollarsToCents(price.unitCost) ?? 0;
  const cost = parseMoney(row.unitCost);
  const away = cost === null ? null : awayFrom(cost, lastCents);
  // Another supplier's price says so (not on a phone, where the line would pass D198's 200 px); whose,
  // for screen readers (a name took three more lines of the narrow column at 768 px). The order's own
  // supplier's needs no word.
  const other = !price.sameSupplier;
  return (
    <small className={away ? "last-price away" : "last-price"}>
      <span>
        {T.source(formatCents(lastCents), UI_TEXT.poNumber(price.orderId), formatDay(price.date))}
        {other && (
          <span aria-hidden="true" className="last-price-other">
            {T.otherShort}
          </span>
        )}
        {other && (
          <span className="visually-hidden">{T.otherSupplier(price.vendor?.name ?? T.noSupplier)}</span>
        )}
      </span>
      {away && <strong>{T.away(away.percent, away.direction)}</strong>}
    </small>
  );
}
