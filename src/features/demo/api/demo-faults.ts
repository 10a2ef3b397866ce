// The demo's fault settings (D29 extension GET demo/faults): latency, error rate, offline.
import useSWR from "swr";
import type { Faults } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const demoFaultsKey = cacheKey("DemoFaults");

export const fetchDemoFaults = (): Promise<Faults> => rest("demoFaults").then((answer) => answer.data);

export function useDemoFaults() {
  return useSWR(demoFaultsKey, () => fetchDemoFaults());
}
