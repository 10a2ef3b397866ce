// The fault settings in words, as the demo panel and the demo bar both say them.
import type { Faults } from "../../../../schema/rest.ts";
import { DEMO_TEXT } from "../strings.ts";

const T = DEMO_TEXT.faults;

/** 0.3 -> 30; at most two decimals, so 1/3 reads 33.33. */
export const toPercent = (rate: number) => Math.round(rate * 10000) / 100;

/** True when any fault is on. */
export const faultsOn = ({ latencyMs, errorRate, offline }: Faults) =>
  latencyMs > 0 || errorRate > 0 || offline;

/** "1200 ms added latency, 30% of calls fail, offline." or "no faults, ...". */
export function faultSummary(faults: Faults): string {
  return faultsOn(faults) ? T.summary(faults.latencyMs, toPercent(faults.errorRate), faults.offline) : T.none;
}
