// The demo's own endpoints (issue 7, D29 extensions): the outbox of what the fake provider "sent"
// (D14-D16), the feedback inbox (D18), the fault settings and a health answer. Not store-scoped: the
// demo panel shows everything, whoever is signed in.
import type { FeedbackMessage, Faults, OutboxMessage } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { parseId } from "../store/finders.ts";
import { fail } from "./errors.ts";

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

/**
 * One page of the feedback inbox (issue 13: the whole inbox, screenshots included, was once a 168 MB
 * answer). The shape stays the contract's list, newest first: `?limit=` messages (default and at most
 * FEEDBACK_PAGE.size) of ids below `?before=` (the last id of the page before), and no more screenshots
 * than FEEDBACK_PAGE.bytes, though always one message. The app's inbox shows the first page.
 */
const FEEDBACK_PAGE = { size: 20, bytes: 20 * 2 ** 20 };

export interface FeedbackPage {
  limit: number;
  before: number | null;
}

/** The page asked for by `search`; anything but whole numbers in range is BAD_USER_INPUT. */
export function feedbackPage(search: URLSearchParams): FeedbackPage {
  const limit = search.get("limit") ?? String(FEEDBACK_PAGE.size);
  const before = search.get("before");
  if (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > FEEDBACK_PAGE.size)
    fail("BAD_USER_INPUT", `limit must be a whole number from 1 to ${FEEDBACK_PAGE.size}; got "${limit}".`);
  if (before !== null && parseId(before) === null)
    fail("BAD_USER_INPUT", `before must be a feedback id; got "${before}".`);
  return { limit: Number(limit), before: before === null ? null : parseId(before) };
}

function onePage<T extends { id: number; imageBase64: string | null }>(rows: T[], page: FeedbackPage): T[] {
  const kept: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (page.before !== null && row.id >= page.before) continue;
    bytes += row.imageBase64?.length ?? 0;
    if (kept.length === page.limit || (kept.length && bytes > FEEDBACK_PAGE.bytes)) break;
    kept.push(row);
  }
  return kept;
}

export function listFeedback(provider: Provider, page: FeedbackPage): { data: FeedbackMessage[] } {
  const { db } = provider.store;
  const emails = new Map(db.users.map((u) => [u.id, u.email]));
  // Newest first by id: ids only grow (issue 13), so `before` pages without gaps or repeats.
  const rows = [...db.feedback].sort((a, b) => b.id - a.id);
  return {
    data: onePage(rows, page).map((row) => ({
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
