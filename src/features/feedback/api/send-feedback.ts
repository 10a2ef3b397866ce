// Feedback (spec section 7): with a screenshot, the multipart call (`file` as screenshot.png and
// `feedbackMessage`); without one (the capture failed), the text call.
import { FEEDBACK_IMAGE } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";

export async function sendFeedback(message: string, image: Blob | null): Promise<void> {
  if (image) {
    const file = new File([image], FEEDBACK_IMAGE.fileName, { type: "image/png" });
    await rest("feedbackImage", { body: { feedbackMessage: message, file } });
  } else {
    await rest("feedback", { body: { feedback: message } });
  }
}
