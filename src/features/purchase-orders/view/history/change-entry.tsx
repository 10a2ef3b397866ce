// One recorded change on the timeline: what changed and from what to what on one line, the order line it
// is about under it, then who and when. Money reads as money (a fixed discount as the amount it takes
// off), a status as its badge, an expected arrival day as the app writes dates, an empty value as "none"; a kind or value this app does not know is shown
// as the provider wrote it.
import { parseDiscount } from "../../../../../schema/discount.ts";
import { formatCents } from "../../../../../schema/format.ts";
import { formatDate, formatMoney } from "../../../../lib/format.ts";
import { StatusBadge } from "../../../../domain/components/status-badge.tsx";
import type { OrderChange } from "./api/order-history.ts";
import { CHANGE_WHAT, HISTORY_TEXT } from "./strings.ts";

const T = HISTORY_TEXT;
const MONEY = new Set(["LINE_COST", "SHIPPING"]);
const DISCOUNTS = new Set(["LINE_DISCOUNT", "DISCOUNT"]);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function Value({ kind, value }: { kind: string; value: string | null }) {
  if (value === null || value.trim() === "") return <span className="history-none">{T.none}</span>;
  if (kind === "STATUS") return <StatusBadge status={value} />;
  const amount = Number(value);
  if (MONEY.has(kind) && Number.isFinite(amount)) return <>{formatMoney(amount)}</>;
  const day = kind === "EXPECTED_ARRIVAL" ? DAY.exec(value) : null;
  if (day) return <time dateTime={value}>{`${day[2]}/${day[3]}/${day[1]}`}</time>;
  const discount = DISCOUNTS.has(kind) ? parseDiscount(value) : null;
  if (discount?.kind === "fixed") return <>{formatCents(-discount.cents || 0)}</>;
  return <>{value.trim()}</>;
}

function Values({ change }: { change: OrderChange }) {
  const { kind, from, to } = change;
  if (kind === "CREATED") return null;
  // A file's name alone (extension "notes", D240): "Added a file quote.pdf", not "none → quote.pdf".
  if (kind === "ATTACHMENT_ADDED" || kind === "ATTACHMENT_REMOVED")
    return <span className="history-values">{(kind === "ATTACHMENT_ADDED" ? to : from) ?? ""}</span>;
  // An approval (extension "approval", D242): the total approved, not "none → 6955.75".
  if (kind === "APPROVED" && to !== null && Number.isFinite(Number(to)))
    return <span className="history-values">{T.approvedTotal(formatMoney(Number(to)))}</span>;
  if (kind === "LINE_ADDED" || kind === "LINE_REMOVED") {
    const quantity = kind === "LINE_ADDED" ? to : from;
    return quantity === null ? null : <span className="history-values">{T.quantity(quantity)}</span>;
  }
  return (
    <span className="history-values">
      <Value kind={kind} value={from} />
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{T.to}</span>
      <Value kind={kind} value={to} />
    </span>
  );
}

export function ChangeEntry({ change }: { change: OrderChange }) {
  return (
    <li className="history-entry">
      <p className="history-what">
        <strong>{CHANGE_WHAT[change.kind] ?? T.otherChange}</strong>
        <Values change={change} />
      </p>
      {change.line && <p className="history-line">{change.line}</p>}
      <p className="history-meta">
        {T.by(change.by.name)} · <time dateTime={change.at}>{formatDate(change.at)}</time>
      </p>
    </li>
  );
}
