// The demo's own endpoints (extensions of the spec): the feedback inbox, the fault settings, a
// health answer and the paging of its listings; the outbox of what the fake provider "sent" is
// demo-outbox.ts. The in-page demo's panel shows the whole inbox; on the HTTP server a caller reads its
// own reports and those of stores whose members it manages.
import { can } from "../../schema/permissions.ts";
import type { FeedbackMessage, Faults } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { parseId } from "../store/finders.ts";
import type { Db, FeedbackRow, UserRow } from "../store/tables.ts";
import { fail } from "./errors.ts";
import { currentRole, type Session } from "./session.ts";

/**
 * One page of a demo listing (the whole feedback inbox, screenshots included, was once a
 * 168 MB answer; the outbox too had no bound). The shape stays the contract's list, newest first by id
 * (ids only grow, so `before` pages without gaps or repeats): `?limit=` rows (default and at most the
 * listing's size) of ids below `?before=` (the last id of the page before); the inbox also sends no more
 * screenshots than FEEDBACK_BYTES, though always one message. The app's panel shows the first page.
 */
const PAGE_SIZES = { feedback: 20, outbox: 50 } as const;
const FEEDBACK_BYTES = 20 * 2 ** 20;

export interface ListPage {
  limit: number;
  before: number | null;
}

/** The page of `listing` asked for by `search`; anything but whole numbers in range is BAD_USER_INPUT. */
export function listPage(search: URLSearchParams, listing: keyof typeof PAGE_SIZES): ListPage {
  const size = PAGE_SIZES[listing];
  const limit = search.get("limit") ?? String(size);
  const before = search.get("before");
  if (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > size)
    fail("BAD_USER_INPUT", `limit must be a whole number from 1 to ${size}; got "${limit}".`);
  if (before !== null && parseId(before) === null)
    fail("BAD_USER_INPUT", `before must be the id of a ${listing} message; got "${before}".`);
  return { limit: Number(limit), before: before === null ? null : parseId(before) };
}

/** The rows of `page`, newest first; `bytes` weighs a row against FEEDBACK_BYTES. */
export function onePage<T extends { id: number }>(rows: T[], page: ListPage, bytes = (_: T) => 0): T[] {
  const kept: T[] = [];
  let total = 0;
  for (const row of [...rows].sort((a, b) => b.id - a.id)) {
    if (page.before !== null && row.id >= page.before) continue;
    total += bytes(row);
    if (kept.length === page.limit || (kept.length && total > FEEDBACK_BYTES)) break;
    kept.push(row);
  }
  return kept;
}

/**
 * Whether `user` may read a feedback report (D144): its own, or one sent from a store where the user
 * manages members. Others' words and screenshots of a store are not every signed-in stranger's.
 */
function feedbackReadableBy(db: Db, user: UserRow): (report: FeedbackRow) => boolean {
  return (report) =>
    report.userId === user.id ||
    (report.storeId !== null && can(currentRole(db, user.id, report.storeId).permissions, "manageMembers"));
}

/** One page of the feedback inbox: all of it for `reader` null (the in-page demo), else what it may read. */
export function listFeedback(
  provider: Provider,
  page: ListPage,
  reader: Session | null,
): { data: FeedbackMessage[] } {
  const { db } = provider.store;
  const emails = new Map(db.users.map((u) => [u.id, u.email]));
  const rows = reader ? db.feedback.filter(feedbackReadableBy(db, reader.user)) : db.feedback;
  return {
    data: onePage(rows, page, (row) => row.imageBase64?.length ?? 0).map((row) => ({
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
