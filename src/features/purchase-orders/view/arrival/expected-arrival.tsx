// The order's expected arrival (extension "arrival", D234), under its lines: the day or "Not set." (whether
// it makes the order overdue is said once, beside its status: overdue-note.tsx, D249). A user who may
// edit orders sets, changes or clears it while the order is OPEN or ORDERED, with the browser's own date
// field. Its own chunk, loaded only where the provider has the extension (extensions/order-extensions.tsx).
import { useState, type FormEvent } from "react";
import { errorMessage } from "../../../../api/api-error.ts";
import { focusOnMount } from "../../../../lib/focus-on-mount.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../../session/use-permissions.ts";
import { BusyButton } from "../../../../ui/busy-button.tsx";
import { RetryNotice } from "../../../../ui/unavailable.tsx";
import { useExpectedArrival, useSetExpectedArrival } from "./api/expected-arrival.ts";
import { ARRIVAL_TEXT } from "./strings.ts";

const T = ARRIVAL_TEXT;
const SETTABLE = new Set(["OPEN", "ORDERED"]);

function ArrivalForm({ order, day, done }: { order: PurchaseOrderDetail; day: string | null; done(): void }) {
  const save = useSetExpectedArrival();
  const [value, setValue] = useState(day ?? "");
  const [busy, setBusy] = useState<"save" | "clear" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function send(date: string | null, which: "save" | "clear") {
    if (busy) return;
    setBusy(which);
    setProblem(null);
    try {
      await save(order.id, date);
      done();
    } catch (error) {
      setProblem(T.saveFailed(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return setProblem(T.needDay);
    void send(value, "save");
  }
  return (
    <form className="arrival-form" onSubmit={submit} noValidate>
      <label className="field">
        <span>{T.field}</span>
        {/* Opened by its own button: focus follows the press into the field. */}
        <input
          type="date"
          value={value}
          ref={focusOnMount}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="arrival-actions">
        <BusyButton className="button" type="submit" busy={busy === "save"}>
          {busy === "save" ? T.saving : T.save}
        </BusyButton>
        {day && (
          <BusyButton className="button" busy={busy === "clear"} onClick={() => void send(null, "clear")}>
            {T.clear}
          </BusyButton>
        )}
        <button type="button" className="button" onClick={done}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

export function ExpectedArrival({ order }: { order: PurchaseOrderDetail }) {
  const { can } = usePermissions();
  const read = useExpectedArrival(order.id, order.dateModified);
  const [editing, setEditing] = useState(false);
  const day = read.data ?? null;
  const settable = can("editPurchaseOrder") && SETTABLE.has(order.status);

  let body;
  if (read.data === undefined && read.error)
    body = <RetryNotice message={T.failed(errorMessage(read.error))} onRetry={() => void read.mutate()} />;
  else if (read.data === undefined) body = <p role="status">{T.loading}</p>;
  else if (editing && settable) body = <ArrivalForm order={order} day={day} done={() => setEditing(false)} />;
  else
    body = (
      <>
        <p className="arrival-day">
          {day ? <time dateTime={day}>{T.day(day)}</time> : <span className="history-none">{T.none}</span>}
        </p>
        {settable && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {day ? T.change : T.set}
          </button>
        )}
      </>
    );
  return (
    <section className="order-arrival" aria-labelledby="order-arrival-heading">
      <h2 id="order-arrival-heading">{T.heading}</h2>
      {body}
    </section>
  );
}
