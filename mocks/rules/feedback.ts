// Feedback: kept with who sent it, so the demo can show its inbox.
import { FEEDBACK_IMAGE, MAX_FEEDBACK_LENGTH } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { fail, throttled } from "./errors.ts";
import { checkScreenshotRoom } from "./feedback-limits.ts";
import { pngProblem } from "./png.ts";
import type { Session } from "./session.ts";

/**
 * Reports one account may send in an hour: screenshots of up to 10 MB each had no quota and
 * grew the store without end. A person reporting problems sends a few; the demo's journeys fewer.
 */
const MAX_FEEDBACK_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Refuses a report beyond the hourly quota, saying when the oldest one in the hour stops counting. */
function checkQuota(provider: Provider, session: Session) {
  const now = provider.now().getTime();
  const recent = provider.store.db.feedback
    .filter((row) => row.userId === session.user.id && now - Date.parse(row.createdAt) < HOUR_MS)
    .map((row) => Date.parse(row.createdAt));
  if (recent.length >= MAX_FEEDBACK_PER_HOUR)
    throttled(
      `At most ${MAX_FEEDBACK_PER_HOUR} reports an hour are accepted from one account; try again later.`,
      (Math.min(...recent) + HOUR_MS - now) / 1000,
    );
}

export function addFeedback(
  provider: Provider,
  session: Session,
  message: string,
  imageBase64: string | null,
) {
  if (message.length > MAX_FEEDBACK_LENGTH)
    fail("BAD_USER_INPUT", `Feedback is limited to ${MAX_FEEDBACK_LENGTH} characters.`);
  if (!message.trim() && !imageBase64) fail("BAD_USER_INPUT", "Describe the issue before sending it.");
  checkQuota(provider, session);
  const id = provider.store.write((db, changes) => {
    const row = {
      id: provider.store.nextId(db),
      userId: session.user.id,
      storeId: session.storeId,
      message,
      imageBase64,
      createdAt: provider.now().toISOString(),
    };
    changes.insert("feedback", row);
    return row.id;
  });
  return { data: { id } };
}

/**
 * The upload must be a PNG (by its structure, whatever its type says: D53) of at most 10 MB and
 * 40 million pixels, sent under the one file name the contract gives it; a client's own name is never
 * trusted or kept.
 */
export async function addFeedbackImage(provider: Provider, session: Session, message: string, file: Blob) {
  checkQuota(provider, session); // before the upload is even read
  if (file instanceof File && file.name !== FEEDBACK_IMAGE.fileName)
    fail("BAD_USER_INPUT", `The screenshot must be sent as ${FEEDBACK_IMAGE.fileName}; got "${file.name}".`);
  if (file.size > FEEDBACK_IMAGE.maxBytes)
    fail(
      "PAYLOAD_TOO_LARGE",
      `The screenshot is ${(file.size / 2 ** 20).toFixed(1)} MB; at most 10 MB is accepted.`,
    );
  checkScreenshotRoom(provider.store.db, session.storeId, file.size); // D156, before the file is read
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = await pngProblem(bytes);
  if (problem) fail("BAD_USER_INPUT", `The screenshot ${problem}.`);
  // Again: other uploads may have been stored while this one was checked.
  checkScreenshotRoom(provider.store.db, session.storeId, file.size);
  return addFeedback(provider, session, message, base64Of(bytes));
}

/**
 * `bytes` as base64. In Node through Buffer: a 10 MB screenshot took 750 ms of one turn as a string of
 * char codes given to btoa, 6 ms so. In the page btoa is native, given whole 3-byte groups.
 */
export function base64Of(bytes: Uint8Array): string {
  const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (NodeBuffer) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x6000)
    parts.push(btoa(String.fromCharCode(...bytes.subarray(i, i + 0x6000))));
  return parts.join("");
}
