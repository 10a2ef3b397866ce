// Feedback (spec section 7): the text call. The screenshot variant (multipart) comes with the capture.
import { rest } from "../../../api/http.ts";

export async function sendFeedback(message: string): Promise<void> {
  await rest("feedback", { body: { feedback: message } });
}
