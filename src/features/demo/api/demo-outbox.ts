// The demo's outbox (D29 extension GET demo/outbox): every message the fake provider "sent", newest first.
import useSWR from "swr";
import type { OutboxMessage } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const demoOutboxKey = cacheKey("DemoOutbox");

export const fetchDemoOutbox = (): Promise<OutboxMessage[]> =>
  rest("demoOutbox").then((answer) => answer.data);

export function useDemoOutbox() {
  return useSWR(demoOutboxKey, () => fetchDemoOutbox());
}
