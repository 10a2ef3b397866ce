// The command line of `npm run provider` (mocks/server.ts), read and checked before anything starts:
// a wrong flag ends the process with a sentence saying why, never a server half set up.
import { parseArgs } from "node:util";
import { Faults, MAX_LATENCY_MS } from "../schema/rest.ts";
import { NO_FAULTS } from "./faults/faults.ts";

/** Loopback only: anything else is reachable from other machines. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;
/** HS256 wants a key of at least its hash size; a short secret on a network can be guessed offline. */
const MIN_NETWORK_SECRET_BYTES = 32;

export class OptionError extends Error {}

const wholeNumber = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new OptionError(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
};

/** The server's options from `args`; throws OptionError with the reason for a wrong one. */
export function readServerOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string", default: "4000" },
      host: { type: "string", default: "127.0.0.1" },
      seed: { type: "string" },
      orders: { type: "string" },
      secret: { type: "string" },
      latency: { type: "string" },
      errors: { type: "string" },
      offline: { type: "boolean", default: false },
      "demo-endpoints": { type: "boolean", default: false },
      "cors-origin": { type: "string", multiple: true, default: [] },
      data: { type: "string" },
    },
  });
  const faults = Faults.safeParse({
    latencyMs: wholeNumber("latency", values.latency) ?? NO_FAULTS.latencyMs,
    errorRate: values.errors === undefined ? NO_FAULTS.errorRate : Number(values.errors),
    offline: values.offline,
  });
  if (!faults.success)
    throw new OptionError(`--latency must be 0..${MAX_LATENCY_MS} and --errors a share from 0 to 1`);
  const secretBytes = values.secret === undefined ? null : new TextEncoder().encode(values.secret).length;
  if (secretBytes !== null && secretBytes < MIN_NETWORK_SECRET_BYTES && !LOOPBACK.test(values.host))
    throw new OptionError(
      `--secret is ${secretBytes} bytes: listening on ${values.host}, which is not a loopback address, needs at least ${MIN_NETWORK_SECRET_BYTES}`,
    );
  if (values.data === "") throw new OptionError("--data takes a file name");
  for (const origin of values["cors-origin"])
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new OptionError(`--cors-origin takes an origin such as https://app.example.com, got "${origin}"`);
  return {
    /** Origins whose pages may call the API (CORS); none by default, so no other page may. */
    corsOrigins: new Set(values["cors-origin"]),
    demoEndpoints: values["demo-endpoints"] ? ("signed-in" as const) : ("off" as const),
    port: wholeNumber("port", values.port)!,
    host: values.host,
    seed: wholeNumber("seed", values.seed),
    ordersPerStore: wholeNumber("orders", values.orders),
    /** Undefined: a random secret for this process (provider.ts), so a restart signs everyone out. */
    secret: values.secret,
    faults: faults.data,
    /** D54: the JSON file the store lives in across restarts; undefined: memory only. */
    dataFile: values.data,
  };
}
