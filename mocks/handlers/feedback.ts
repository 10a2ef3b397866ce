// Feedback endpoints (spec section 7). The screenshot upload (D18) arrives with the capture.
import type { Provider } from "../provider.ts";
import { addFeedback } from "../rules/feedback.ts";
import { restHandler } from "./rest.ts";

export const feedbackHandlers = (provider: Provider) => [
  restHandler(provider, "feedback", ({ body, session }) =>
    addFeedback(provider, session, body.feedback, null),
  ),
];
