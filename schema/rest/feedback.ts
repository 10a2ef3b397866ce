// Feedback reports: a text, or a text with a screenshot.
import * as z from "zod/mini";
import { endpoint, Id } from "./shared.ts";

/** The limits, checked by the provider. */
export const FEEDBACK_IMAGE = { fileName: "screenshot.png", maxBytes: 10 * 1024 * 1024 } as const;

/** The most characters a report's text may hold, either variant (the provider refuses more, 400). */
export const MAX_FEEDBACK_LENGTH = 5000;

export const FEEDBACK_ENDPOINTS = {
  feedback: endpoint({
    method: "POST",
    path: "feedback",
    body: "json",
    request: z.object({ feedback: z.string() }),
    answer: "json",
    response: z.object({ data: z.object({ id: Id }) }),
    auth: true,
  }),
  /** D18: `file` is a PNG named screenshot.png, at most 10 MB; `feedbackMessage` the text. */
  feedbackImage: endpoint({
    method: "POST",
    path: "feedback/image",
    body: "multipart",
    request: z.object({ feedbackMessage: z.string(), file: z.instanceof(Blob) }),
    answer: "json",
    response: z.object({ data: z.object({ id: Id }) }),
    auth: true,
  }),
} as const;
