// The demo's own endpoints (issue 7, D29 extensions): the outbox of what the fake provider "sent"
// (D14-D16), the feedback inbox (D18), the fault settings and a health answer. Not store-scoped: the
// demo panel shows everything, whoever is signed in.
import type { FeedbackMessage, Faults, OutboxMessage } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";

const newestFirst = (a: { id: number; createdAt: string }, b: { id: number; createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function listOutbox(provider: Provider): { data: OutboxMessage[] } {
  return {
    data: [...provider.store.db.outbox]
      .sort(newestFirst)
      .map(({ id, kind, to, subject, body, purchaseOrderId, createdAt }) => ({
        id,
        kind,
        to,
        subject,
        body,
        purchaseOrderId,
        createdAt,
      })),
  };
}

export function listFeedback(provider: Provider): { data: FeedbackMessage[] } {
  const { db } = provider.store;
  const emails = new Map(db.users.map((u) => [u.id, u.email]));
  return {
    data: [...db.feedback].sort(newestFirst).map((row) => ({
      id: row.id,
      from: emails.get(row.userId) ?? `user ${row.userId}`,
      message: row.message,
      screenshot: row.imageBase64 === null ? null : `data:image/png;base64,${row.imageBase64}`,
      createdAt: row.createdAt,
    })),
  };
}

export const readFaults = (provider: Provider) => ({ data: provider.faults.current });

/** New fault settings, already checked against the contract's Faults schema by the REST wrapper. */
export function setFaults(provider: Provider, faults: Faults) {
  provider.faults.set(faults);
  return readFaults(provider);
}

export async function resetDemo(provider: Provider) {
  await provider.reset();
  return { data: {} };
}

export const health = () => ({ data: { ok: true as const } });
