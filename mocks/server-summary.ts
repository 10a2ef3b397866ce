// What `npm run provider` prints once it listens: where it is, where its data lives, and
// which optional call groups are on, so whoever started it sees how without reading the command line.
// The first line stays exactly `Fake provider listening on http://...`: scripts/test.mjs and the
// contract suite's server-process.ts wait for it (SERVER_READY). The secret itself is never printed.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../schema/demo.ts";
import type { ServerOptions } from "./server-options.ts";

export interface StartFacts {
  url: string;
  options: ServerOptions;
  /** With --data: whether FILE held a database (else the seed was written to it). */
  dataLoaded?: boolean;
  /** Temporary files a save cut short had left beside the data file, removed at this start. */
  removedTemporaries?: string[];
}

function data({ options, dataLoaded, removedTemporaries = [] }: StartFacts): string {
  if (!options.dataFile) return "memory only: gone when it stops (--data FILE keeps it)";
  const state = dataLoaded ? "loaded" : "new, the seed written to it";
  const removed = removedTemporaries.length
    ? `; removed ${removedTemporaries.join(", ")}, left by a save cut short`
    : "";
  return `${options.dataFile} (${state}${removed})`;
}

function faults({ latencyMs, errorRate, offline }: ServerOptions["faults"]): string {
  const on = [
    latencyMs > 0 && `every API call delayed ${latencyMs} ms`,
    errorRate > 0 && `${Math.round(errorRate * 100)}% of API calls fail with 503`,
    offline && "every API call dropped (offline)",
  ].filter(Boolean);
  return on.length ? on.join(", ") : "off";
}

/** The lines printed at start, the first one the ready line. */
export function startSummary(facts: StartFacts): string[] {
  const { url, options } = facts;
  const row = (name: string, value: string) => `  ${name.padEnd(17)}${value}`;
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Fake provider listening on ${url}`,
    row("data", data(facts)),
    row(
      "secret",
      options.secret === undefined
        ? "random for this start: a restart signs everyone out"
        : "given with --secret (not shown)",
    ),
    row(
      "demo endpoints",
      options.demoEndpoints === "off"
        ? "off (--demo-endpoints turns them on)"
        : "on for signed-in users: /api/demo/*",
    ),
    row(
      "provider states",
      options.providerStates ? "on: /api/provider-states" : "off (--provider-states turns them on)",
    ),
    row(
      "extensions",
      options.extensions.length
        ? `${options.extensions.join(", ")} (--extensions none: the spec's calls only)`
        : "none: the spec's calls only (--extensions all turns them on)",
    ),
    row("CORS", options.corsOrigins.size ? [...options.corsOrigins].join(", ") : "off: no other origin"),
    row("faults", faults(options.faults)),
    row(
      "access log",
      !options.log ? "off (--log FILE)" : options.log === "-" ? "standard output" : options.log,
    ),
    row("health", `GET ${url}/api/health`),
    row("accounts", `password ${DEMO_PASSWORD} for each, as seeded (a --data file keeps later changes)`),
    ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(width)}  ${account.shows}`),
    "Ctrl+C or SIGTERM stops it once the requests in flight are answered; a second one stops it at once.",
  ];
}
