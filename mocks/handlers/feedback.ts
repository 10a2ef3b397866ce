// Feedback endpoints.
import type { Provider } from "../provider.ts";
import { addFeedback, addFeedbackImage } from "../rules/feedback.ts";
import { restHandler } from "./rest.ts";

export const feedbackHandlers = (provider: Provider) => [
  restHandler(provider, "feedback", ({ body, session }) =>
    addFeedback(provider, session, body.feedback, null),
  ),
  restHandler(provider, "feedbackImage", ({ body, session }) =>
    addFeedbackImage(provider, session, body.feedbackMessage, body.file),
  ),
];
