// The order's notes and files on its view (extension "notes", D239, D240), under its lines: the internal
// note and the note to the supplier (or "None."), Edit Notes for a buyer while the order is not CLOSED, then
// the attachments. Its own chunk, loaded only where the provider has the extension
// (view/extensions/order-extensions.tsx).
import { useState, type FormEvent } from "react";
import { errorMessage } from "../../../../api/api-error.ts";
import { MAX_ORDER_NOTE_LENGTH } from "../../../../../schema/rest.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { focusOnMount } from "../../../../lib/focus-on-mount.ts";
import { usePermissions } from "../../../../session/use-permissions.ts";
import { BusyButton } from "../../../../ui/busy-button.tsx";
import { RetryNotice } from "../../../../ui/unavailable.tsx";
import { useNotesWrites, useOrderNotes, type OrderNotes as Notes } from "./api/notes.ts";
import { AttachmentList } from "./attachments.tsx";
import { NOTES_TEXT } from "./strings.ts";

const T = NOTES_TEXT;

/** One note's box: its label names it alone; what it is for is its description. */
function NoteField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange(text: string): void;
  first?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <textarea
        id={props.id}
        rows={3}
        value={props.value}
        ref={props.first ? focusOnMount : undefined}
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <span id={`${props.id}-hint`} className="attachment-meta">
        {props.hint}
      </span>
    </div>
  );
}

function NotesForm(props: {
  notes: Notes;
  save(notes: { internalNote: string; supplierNote: string }): Promise<unknown>;
  done(): void;
}) {
  const [internalNote, setInternal] = useState(props.notes.internalNote ?? "");
  const [supplierNote, setSupplier] = useState(props.notes.supplierNote ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    for (const [label, text] of [
      [T.internal, internalNote],
      [T.supplier, supplierNote],
    ] as const)
      if (text.length > MAX_ORDER_NOTE_LENGTH) return setProblem(T.tooLong(label, MAX_ORDER_NOTE_LENGTH));
    setBusy(true);
    setProblem(null);
    try {
      await props.save({ internalNote, supplierNote });
      props.done();
    } catch (error) {
      setProblem(T.saveFailed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="notes-form" onSubmit={(event) => void submit(event)} noValidate>
      <NoteField
        id="internal-note"
        label={T.internal}
        hint={T.internalHint}
        value={internalNote}
        onChange={setInternal}
        first
      />
      <NoteField
        id="supplier-note"
        label={T.supplier}
        hint={T.supplierHint}
        value={supplierNote}
        onChange={setSupplier}
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="arrival-actions">
        <BusyButton className="button" type="submit" busy={busy}>
          {busy ? T.saving : T.save}
        </BusyButton>
        <button type="button" className="button" onClick={props.done}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

function Note({ label, hint, text }: { label: string; hint: string; text: string | null }) {
  return (
    <div className="order-note">
      <h3>{label}</h3>
      <p className="attachment-meta">{hint}</p>
      {text ? <p className="order-note-text">{text}</p> : <p className="history-none">{T.none}</p>}
    </div>
  );
}

export function OrderNotes({ order }: { order: PurchaseOrderDetail }) {
  const { can } = usePermissions();
  const read = useOrderNotes(order.id, order.dateModified);
  const writes = useNotesWrites(order.id, () => read.mutate());
  const [editing, setEditing] = useState(false);
  const editable = can("editPurchaseOrder") && order.status !== "CLOSED";
  const notes = read.data;

  let body;
  if (notes === undefined && read.error)
    body = <RetryNotice message={T.failed(errorMessage(read.error))} onRetry={() => void read.mutate()} />;
  else if (!notes) body = <p role="status">{T.loading}</p>;
  else
    body = (
      <>
        {editing && editable ? (
          <NotesForm notes={notes} save={writes.setNotes} done={() => setEditing(false)} />
        ) : (
          <>
            <Note label={T.internal} hint={T.internalHint} text={notes.internalNote ?? null} />
            <Note label={T.supplier} hint={T.supplierHint} text={notes.supplierNote ?? null} />
            {editable && (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {T.edit}
              </button>
            )}
          </>
        )}
        <h3 id="order-files-heading">{T.files}</h3>
        <AttachmentList order={order} files={notes.attachments} writes={writes} />
      </>
    );
  return (
    <section className="order-notes" aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">{T.heading}</h2>
      {body}
    </section>
  );
}
