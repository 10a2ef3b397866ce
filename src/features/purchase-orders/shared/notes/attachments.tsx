// An order's attachments (extension "notes", D240): each file's name (opens it in a new tab), kind, size,
// who added it and when, and Remove for its author while the order is not CLOSED; Add File (or, during
// Check In Delivery, Add Photo with the phone's back camera: D241) for whoever may add one. The provider
// decides by content; the app only keeps a file over 10 MB from being sent at all.
import { useRef, useState } from "react";
import { errorMessage } from "../../../../api/api-error.ts";
import { ORDER_ATTACHMENT } from "../../../../../schema/rest.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { formatDate } from "../../../../lib/format.ts";
import { useSession } from "../../../../session/session-context.tsx";
import { usePermissions } from "../../../../session/use-permissions.ts";
import { BusyButton } from "../../../../ui/busy-button.tsx";
import type { Attachment } from "./api/notes.ts";
import { openAttachment } from "./open-file.ts";
import { NOTES_TEXT } from "./strings.ts";

const T = NOTES_TEXT;

export interface AttachmentWrites {
  upload(file: File): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** Whether this user may add a file to `order` now: a buyer while not CLOSED, a receiver while ORDERED. */
export function useMayAttach(order: PurchaseOrderDetail): boolean {
  const { can } = usePermissions();
  if (order.status === "CLOSED") return false;
  return can("editPurchaseOrder") || (can("recordDeliveryCounts") && order.status === "ORDERED");
}

function AttachmentRow(props: {
  order: PurchaseOrderDetail;
  file: Attachment;
  writes: AttachmentWrites;
  say(text: string, problem?: boolean): void;
}) {
  const { order, file, writes, say } = props;
  const userId = useSession()?.user.id;
  const [busy, setBusy] = useState<"open" | "remove" | null>(null);
  const mine = userId !== undefined && String(userId) === file.addedBy.id && order.status !== "CLOSED";
  async function run(which: "open" | "remove") {
    if (busy) return;
    setBusy(which);
    try {
      if (which === "open") await openAttachment(order.id, file);
      else {
        await writes.remove(file.id);
        say(T.removed(file.fileName));
      }
    } catch (error) {
      const reason = errorMessage(error);
      say(
        which === "open" ? T.openFailed(file.fileName, reason) : T.removeFailed(file.fileName, reason),
        true,
      );
    } finally {
      setBusy(null);
    }
  }
  return (
    <li className="attachment">
      <span className="attachment-name">
        <button
          type="button"
          className="link-button"
          aria-label={T.open(file.fileName)}
          onClick={() => void run("open")}
        >
          {file.fileName}
        </button>
        {busy === "open" && <span className="attachment-meta"> {T.opening}</span>}
      </span>
      <span className="attachment-meta">
        {T.kind[file.contentType] ?? file.contentType} · {T.size(file.size)} ·{" "}
        {T.by(file.addedBy.name, formatDate(file.addedAt))}
      </span>
      {mine && (
        <BusyButton
          className="button"
          busy={busy === "remove"}
          aria-label={T.removeLabel(file.fileName)}
          onClick={() => void run("remove")}
        >
          {T.remove}
        </BusyButton>
      )}
    </li>
  );
}

export function AttachmentList(props: {
  order: PurchaseOrderDetail;
  files: readonly Attachment[];
  writes: AttachmentWrites;
  /** During check-in: the camera first, and a photo's words. */
  camera?: boolean;
  empty?: string;
}) {
  const { order, files, writes, camera } = props;
  const input = useRef<HTMLInputElement>(null);
  const mayAdd = useMayAttach(order);
  const [adding, setAdding] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const say = (text: string, problem = false) => setSaid({ text, problem });
  const full = files.length >= ORDER_ATTACHMENT.perOrder;

  async function add(file: File) {
    if (file.size > ORDER_ATTACHMENT.maxBytes) return say(T.tooBig(file.name), true);
    setAdding(file.name);
    setSaid(null);
    try {
      await writes.upload(file);
      say(T.added(file.name));
    } catch (error) {
      say(T.addFailed(file.name, errorMessage(error)), true);
    } finally {
      setAdding(null);
    }
  }

  return (
    <>
      {files.length ? (
        <ul className="attachment-list">
          {files.map((file) => (
            <AttachmentRow key={file.id} order={order} file={file} writes={writes} say={say} />
          ))}
        </ul>
      ) : (
        <p className="history-none">{props.empty ?? T.noFiles}</p>
      )}
      <p role="status" className={said?.problem ? "form-error" : "attachment-said"}>
        {adding ? T.adding(adding) : (said?.text ?? "")}
      </p>
      {mayAdd && (
        <div className="attachment-add">
          <input
            ref={input}
            type="file"
            hidden
            accept={camera ? "image/*" : "application/pdf,image/png,image/jpeg"}
            {...(camera && { capture: "environment" })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void add(file);
            }}
          />
          <BusyButton
            className="button"
            busy={adding !== null || full}
            onClick={() => input.current?.click()}
          >
            {camera ? T.addPhoto : T.addFile}
          </BusyButton>
          <span className="attachment-meta">
            {full
              ? T.full(ORDER_ATTACHMENT.perOrder)
              : (camera ? T.photoHint : T.fileHint)(ORDER_ATTACHMENT.perOrder)}
          </span>
        </div>
      )}
    </>
  );
}
