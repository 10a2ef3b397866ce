// The URL parameters of the page that starts the demo. All optional:
//   ?seed=N          the store made with faker seed N (deterministic); ?seed=default: the build-time one
//   ?scale=large     3000 purchase orders per store, for showing scale; ?orders=N for N (1..10000)
//   ?scale=empty     stores with no orders, suppliers, products or customers (the empty states)
//   ?latency=MS      fault injection: added latency in ms (0..10000)
//   ?errors=RATE     the share of calls answering 503, 0..1 or a percentage ("0.3", "30%")
//   ?offline=1       every call fails as a network error (also "true", or the bare name; "0" turns it off)
//   ?extensions=L    the contract extensions the provider offers (D231): all (the default), none, or names
//                    such as history; for showing the app against a provider that speaks only the spec
// The demo's own endpoints (demo/*) are never affected, so the panel keeps working.
import { Faults, MAX_LATENCY_MS } from "../schema/rest.ts";
import { EXTENSIONS, parseExtensionList, type ExtensionName } from "../schema/extensions.ts";
import { NO_FAULTS } from "./faults/faults.ts";
import {
  DEFAULT_ORDERS_PER_STORE,
  DEFAULT_SEED,
  EMPTY_ORDERS_PER_STORE,
  LARGE_ORDERS_PER_STORE,
  MAX_ORDERS_PER_STORE,
} from "./seed/origin.ts";
import type { SeedOrigin } from "./store/tables.ts";

export interface DemoParams {
  /** The seed asked for; null when the URL names none (whatever database is stored is kept). */
  origin: SeedOrigin | null;
  /** The faker seed named by `?seed=N`, also used for the fault draws; null otherwise. */
  seed: number | null;
  /** The fault settings named (the ones not named are off); null when the URL names none. */
  faults: Faults | null;
  /** The contract extensions named; null when the URL names none (all of them). */
  extensions: ExtensionName[] | null;
  /** Parameters that were not understood and are ignored, said in words for the console. */
  problems: string[];
}

const SCALES: Record<string, number> = {
  default: DEFAULT_ORDERS_PER_STORE,
  normal: DEFAULT_ORDERS_PER_STORE,
  large: LARGE_ORDERS_PER_STORE,
  empty: EMPTY_ORDERS_PER_STORE,
};

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

function rate(text: string): number | null {
  const percent = text.trim().endsWith("%");
  const value = Number(percent ? text.trim().slice(0, -1) : text);
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  const share = percent ? value / 100 : value;
  return share >= 0 && share <= 1 ? share : null;
}

function flag(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (["", "1", "true", "yes", "on"].includes(value)) return true;
  if (["0", "false", "no", "off"].includes(value)) return false;
  return null;
}

const MAX_SEED = 2 ** 32 - 1;

/** Reads the demo's parameters from a query string such as `location.search`. */
export function parseDemoParams(search: string): DemoParams {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  /** The parameter's value by `parse`, or undefined when it is absent or not understood. */
  function get<T>(name: string, parse: (text: string) => T | null, expected: string): T | undefined {
    const text = params.get(name);
    if (text === null) return undefined;
    const value = parse(text);
    if (value === null) problems.push(`?${name}=${text} is ignored: expected ${expected}.`);
    return value ?? undefined;
  }

  const seed = get(
    "seed",
    (t) => (t.trim().toLowerCase() === "default" ? DEFAULT_SEED : wholeNumber(t, MAX_SEED)),
    "a whole number or 'default'",
  );
  const scale = get("scale", (t) => SCALES[t.trim().toLowerCase()] ?? null, "'large', 'empty' or 'default'");
  const orders = get(
    "orders",
    (t) => wholeNumber(t, MAX_ORDERS_PER_STORE) || null,
    `a whole number from 1 to ${MAX_ORDERS_PER_STORE}`,
  );
  const ordersPerStore = orders ?? scale;
  const origin =
    seed === undefined && ordersPerStore === undefined
      ? null
      : { seed: seed ?? DEFAULT_SEED, ordersPerStore: ordersPerStore ?? DEFAULT_ORDERS_PER_STORE };

  const named = {
    latencyMs: get(
      "latency",
      (t) => wholeNumber(t, MAX_LATENCY_MS),
      `milliseconds from 0 to ${MAX_LATENCY_MS}`,
    ),
    errorRate: get("errors", rate, "a share from 0 to 1, or a percentage such as 30%"),
    offline: get("offline", flag, "1 or 0"),
  };
  const given = Object.entries(named).filter(([, value]) => value !== undefined);
  const faults = given.length ? Faults.parse({ ...NO_FAULTS, ...Object.fromEntries(given) }) : null;

  const extensions = get(
    "extensions",
    (t) => {
      try {
        return parseExtensionList(t);
      } catch {
        return null;
      }
    },
    `all, none or some of ${EXTENSIONS.join(", ")}`,
  );

  return { origin, seed: seed ?? null, faults, extensions: extensions ?? null, problems };
}
