// One recorded change on the timeline: what changed (and on which line), from what to what, then who
// and when. Money reads as money, a status as its badge, an empty value as "none"; a kind or value this
// app does not know is shown as the provider wrote it.
import { formatDate, formatMoney } from "../../../../lib/format.ts";
import { StatusBadge } from "../../../../domain/components/status-badge.tsx";
import type { OrderChange } from "./api/order-history.ts";
import { CHANGE_WHAT, HISTORY_TEXT } from "./strings.ts";

const T = HISTORY_TEXT;
const MONEY = new Set(["LINE_COST", "SHIPPING"]);

function Value({ kind, value }: { kind: string; value: string | null }) {
  if (value === null || value.trim() === "") return <span className="history-none">{T.none}</span>;
  if (kind === "STATUS") return <StatusBadge status={value} />;
  const amount = Number(value);
  if (MONEY.has(kind) && Number.isFinite(amount)) return <>{formatMoney(amount)}</>;
  return <>{value}</>;
}

function Values({ change }: { change: OrderChange }) {
  const { kind, from, to } = change;
  if (kind === "CREATED") return null;
  if (kind === "LINE_ADDED" || kind === "LINE_REMOVED") {
    const quantity = kind === "LINE_ADDED" ? to : from;
    return quantity === null ? null : <p className="history-values">{T.quantity(quantity)}</p>;
  }
  return (
    <p className="history-values">
      <Value kind={kind} value={from} />
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{T.to}</span>
      <Value kind={kind} value={to} />
    </p>
  );
}

export function ChangeEntry({ change }: { change: OrderChange }) {
  return (
    <li className="history-entry">
      <p className="history-what">
        <strong>{CHANGE_WHAT[change.kind] ?? T.otherChange}</strong>
        {change.line && <span className="history-line">{change.line}</span>}
      </p>
      <Values change={change} />
      <p className="history-meta">
        {T.by(change.by.name)} · <time dateTime={change.at}>{formatDate(change.at)}</time>
      </p>
    </li>
  );
}
