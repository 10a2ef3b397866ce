// The demo's feedback inbox (D29 extension GET demo/feedback): reports with their screenshot.
import useSWR from "swr";
import type { FeedbackMessage } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const demoFeedbackKey = cacheKey("DemoFeedback");

export const fetchDemoFeedback = (): Promise<FeedbackMessage[]> =>
  rest("demoFeedback").then((answer) => answer.data);

export function useDemoFeedback() {
  return useSWR(demoFeedbackKey, () => fetchDemoFeedback());
}
