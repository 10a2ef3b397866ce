// The demo's outbox (GET demo/outbox, an extension): what the fake provider "sent", newest
// first, a page at a time. The in-page demo's toolkit shows all of it. On the HTTP server with
// --demo-endpoints a caller reads only the mail it could have read anyway (D140): a stranger once
// asked a reset for owner@example.com, read the link there and took the account over. The feedback
// inbox is narrowed the same way.
import { can } from "../../schema/permissions.ts";
import type { OutboxMessage } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import type { Db, OutboxRow, UserRow } from "../store/tables.ts";
import { onePage, type ListPage } from "./demo.ts";
import { currentRole, type Session } from "./session.ts";

/**
 * Whether `user` may read `mail`: its addressee once it has shown it receives mail there (D158: the
 * first to register an invited address read the invite and joined the store); an invite (it holds
 * the link the members page copies) in a store where the user may manage members; an order's mail
 * where the user may manage members or read the order and its PDF. Nobody else's reset mail, ever.
 */
function readableBy(db: Db, user: UserRow): (mail: OutboxRow) => boolean {
  const may = (mail: OutboxRow, action: "manageMembers" | "viewPurchaseOrders") =>
    mail.storeId !== null && can(currentRole(db, user.id, mail.storeId).permissions, action);
  return (mail) => {
    if (mail.to === user.email && user.emailProven !== false) return true;
    if (mail.kind === "invite") return may(mail, "manageMembers");
    if (mail.kind === "purchase-order") return may(mail, "manageMembers") || may(mail, "viewPurchaseOrders");
    return false;
  };
}

/** One page of the outbox: all of it for `reader` null (the in-page demo), else what the reader may see. */
export function listOutbox(provider: Provider, page: ListPage, reader: Session | null) {
  const { db } = provider.store;
  const rows = reader ? db.outbox.filter(readableBy(db, reader.user)) : db.outbox;
  const data: OutboxMessage[] = onePage(rows, page).map(
    ({ id, kind, to, subject, body, purchaseOrderId, createdAt }) => ({
      id,
      kind,
      to,
      subject,
      body,
      purchaseOrderId,
      createdAt,
    }),
  );
  return { data };
}
