// Extension "notes" (D239-D241): an order's two notes and its attachments. Notes are written by a user who
// may edit orders; a file is added by one, or by a receiver while the order is ORDERED (checking in, D241);
// it is removed only by whoever added it. Nothing changes on a CLOSED order. Every refusal comes before
// the one write, which also records the change in the order's history (kinds *_NOTE and ATTACHMENT_*).
import { can } from "../../schema/permissions.ts";
import { MAX_ORDER_NOTE_LENGTH, ORDER_ATTACHMENT } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { getInStore } from "../store/finders.ts";
import type { OrderAttachmentRow, OrderChangeKind, PurchaseOrderRow } from "../store/tables.ts";
import type { Changes } from "../store/changes.ts";
import { fail } from "./errors.ts";
import { base64Of } from "./feedback.ts";
import { attachmentType } from "./file-kinds.ts";
import { checkAttachmentRoom } from "./attachment-limits.ts";
import { requireAction, type Session } from "./session.ts";

const orderOf = (provider: Provider, session: Session, id: string) =>
  getInStore(
    provider.store.db.purchaseOrders,
    requireAction(session, "viewPurchaseOrders"),
    id,
    "Purchase order",
  );

function refuseClosed(order: PurchaseOrderRow, what: string) {
  if (order.status === "CLOSED")
    fail("PURCHASE_ORDER_LOCKED", `Purchase order ${order.id} is CLOSED: its ${what} can no longer change.`);
}

/** A note as kept: null for none or only spaces; a BAD_USER_INPUT past the limit. */
function noteOf(text: string | null, field: string): string | null {
  if (text === null || text.trim() === "") return null;
  if (text.length > MAX_ORDER_NOTE_LENGTH)
    fail(
      "BAD_USER_INPUT",
      `The ${field} is ${text.length} characters; at most ${MAX_ORDER_NOTE_LENGTH} are accepted.`,
      undefined,
      [field],
    );
  return text;
}

function record(
  provider: Provider,
  changes: Changes,
  order: PurchaseOrderRow,
  session: Session,
  entry: { kind: OrderChangeKind; from: string | null; to: string | null; at: string },
) {
  changes.insert("orderChanges", {
    id: provider.store.nextId(provider.store.db),
    storeId: order.storeId,
    orderId: order.id,
    userId: session.user.id,
    lineId: null,
    line: null,
    ...entry,
  });
}

/** Sets the notes given (undefined: kept as is). */
export function setOrderNotes(
  provider: Provider,
  session: Session,
  id: string,
  notes: { internalNote?: string | null; supplierNote?: string | null },
): PurchaseOrderRow {
  const order = orderOf(provider, session, id);
  requireAction(session, "editPurchaseOrder");
  refuseClosed(order, "notes");
  const next = {
    internalNote:
      notes.internalNote === undefined
        ? (order.internalNote ?? null)
        : noteOf(notes.internalNote, "internalNote"),
    supplierNote:
      notes.supplierNote === undefined
        ? (order.supplierNote ?? null)
        : noteOf(notes.supplierNote, "supplierNote"),
  };
  const was = { internalNote: order.internalNote ?? null, supplierNote: order.supplierNote ?? null };
  if (next.internalNote === was.internalNote && next.supplierNote === was.supplierNote) return order;
  return provider.store.write((_, changes) => {
    const at = provider.now().toISOString();
    Object.assign(order, next, { dateModified: at });
    changes.update("purchaseOrders", order);
    if (next.internalNote !== was.internalNote)
      record(provider, changes, order, session, {
        kind: "INTERNAL_NOTE",
        from: was.internalNote,
        to: next.internalNote,
        at,
      });
    if (next.supplierNote !== was.supplierNote)
      record(provider, changes, order, session, {
        kind: "SUPPLIER_NOTE",
        from: was.supplierNote,
        to: next.supplierNote,
        at,
      });
    return order;
  });
}

export const attachmentsOf = (provider: Provider, order: PurchaseOrderRow) =>
  provider.store.db.orderAttachments.filter((a) => a.orderId === order.id && a.storeId === order.storeId);

/** The name a file is kept under: no folders, no control characters, at most 120 characters. */
function keptName(name: string, type: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? "")]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  const fallback = `attachment.${type === "application/pdf" ? "pdf" : type === "image/png" ? "png" : "jpg"}`;
  return (base || fallback).slice(0, ORDER_ATTACHMENT.maxNameLength);
}

/** Adds a file to the order, once it has proved by its content to be a whole PDF, PNG or JPEG. */
export async function addOrderAttachment(provider: Provider, session: Session, id: string, file: Blob) {
  const order = orderOf(provider, session, id);
  const { permissions } = session;
  const checkingIn = can(permissions, "recordDeliveryCounts") && order.status === "ORDERED";
  if (!can(permissions, "editPurchaseOrder") && !checkingIn)
    fail(
      "FORBIDDEN",
      "Adding a file needs the permission to edit orders, or to receive them while the order is ORDERED (checking in).",
    );
  refuseClosed(order, "attachments");
  if (attachmentsOf(provider, order).length >= ORDER_ATTACHMENT.perOrder)
    fail(
      "CONFLICT",
      `Purchase order ${order.id} already has ${ORDER_ATTACHMENT.perOrder} attachments, the most it may hold: remove one first.`,
    );
  if (file.size > ORDER_ATTACHMENT.maxBytes)
    fail(
      "PAYLOAD_TOO_LARGE",
      `The file is ${(file.size / 2 ** 20).toFixed(1)} MB; at most 10 MB is accepted.`,
    );
  if (file.size === 0) fail("BAD_USER_INPUT", "The file is empty.");
  checkAttachmentRoom(provider.store.db, order.storeId, file.size); // before the file is read (D156)
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await attachmentType(bytes);
  if ("problem" in kind)
    fail(kind.unknown ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_USER_INPUT", `The file ${kind.problem}.`);
  // Again after the awaits: other requests may have added files meanwhile.
  if (attachmentsOf(provider, order).length >= ORDER_ATTACHMENT.perOrder)
    fail("CONFLICT", `Purchase order ${order.id} already has ${ORDER_ATTACHMENT.perOrder} attachments.`);
  checkAttachmentRoom(provider.store.db, order.storeId, file.size);
  if (order.status === "CLOSED") refuseClosed(order, "attachments");
  return provider.store.write((db, changes) => {
    const row: OrderAttachmentRow = {
      id: provider.store.nextId(db),
      storeId: order.storeId,
      orderId: order.id,
      userId: session.user.id,
      fileName: keptName(file instanceof File ? file.name : "", kind.type),
      contentType: kind.type,
      size: bytes.length,
      addedAt: provider.now().toISOString(),
      base64: base64Of(bytes),
    };
    changes.insert("orderAttachments", row);
    record(provider, changes, order, session, {
      kind: "ATTACHMENT_ADDED",
      from: null,
      to: row.fileName,
      at: row.addedAt,
    });
    const { base64: _, storeId: __, orderId: ___, userId: ____, ...shown } = row;
    return { data: shown };
  });
}

function attachmentOn(provider: Provider, order: PurchaseOrderRow, attachmentId: string) {
  return (
    attachmentsOf(provider, order).find((a) => String(a.id) === attachmentId) ??
    fail("NOT_FOUND", `Attachment ${attachmentId.slice(0, 40)} is not on purchase order ${order.id}.`)
  );
}

/** Removes a file: only its author, while the order is not CLOSED. */
export function removeOrderAttachment(
  provider: Provider,
  session: Session,
  id: string,
  attachmentId: string,
): PurchaseOrderRow {
  const order = orderOf(provider, session, id);
  const attachment = attachmentOn(provider, order, attachmentId);
  if (attachment.userId !== session.user.id)
    fail("FORBIDDEN", "An attachment can be removed only by the person who added it.");
  refuseClosed(order, "attachments");
  return provider.store.write((_, changes) => {
    changes.remove("orderAttachments", attachment);
    record(provider, changes, order, session, {
      kind: "ATTACHMENT_REMOVED",
      from: attachment.fileName,
      to: null,
      at: provider.now().toISOString(),
    });
    return order;
  });
}

/** The file itself, for a reader of the order; `nosniff`, and inline so a tab shows it. */
export function orderAttachmentFile(provider: Provider, session: Session, id: string, attachmentId: string) {
  const attachment = attachmentOn(provider, orderOf(provider, session, id), attachmentId);
  const bytes = bytesOf(attachment.base64);
  return new Response(bytes, {
    headers: {
      "content-type": attachment.contentType,
      "content-disposition": `inline; filename="${attachment.fileName.replace(/[^\w.\- ]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    },
  });
}

/** The bytes of a base64 text: through Buffer in Node (a 10 MB file), atob in the page. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (NodeBuffer) return new Uint8Array(NodeBuffer.from(base64, "base64"));
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
