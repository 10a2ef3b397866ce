// Feedback (spec section 7, D18): kept with who sent it, so the demo can show its inbox.
import type { Provider } from "../provider.ts";
import { fail } from "./errors.ts";
import type { Session } from "./session.ts";

export const MAX_FEEDBACK_LENGTH = 5000;

export function addFeedback(
  provider: Provider,
  session: Session,
  message: string,
  imageBase64: string | null,
) {
  if (message.length > MAX_FEEDBACK_LENGTH)
    fail("BAD_USER_INPUT", `Feedback is limited to ${MAX_FEEDBACK_LENGTH} characters.`);
  if (!message.trim() && !imageBase64) fail("BAD_USER_INPUT", "Describe the issue before sending it.");
  const id = provider.store.write((db) => {
    const row = {
      id: provider.store.nextId(db),
      userId: session.user.id,
      storeId: session.storeId,
      message,
      imageBase64,
      createdAt: provider.now().toISOString(),
    };
    db.feedback.push(row);
    return row.id;
  });
  return { data: { id } };
}
