// The command line of `npm run provider` (mocks/server.ts), read and checked before anything starts:
// a wrong flag ends the process with a sentence saying why, never a server half set up. One table
// (OPTIONS) declares each flag, its meaning and default: parseArgs reads it and --help prints it.
import { parseArgs } from "node:util";
import { Faults, MAX_LATENCY_MS } from "../schema/rest.ts";
import { EXTENSIONS, parseExtensionList } from "../schema/extensions.ts";
import { NO_FAULTS } from "./faults/faults.ts";
import { DEFAULT_ORDERS_PER_STORE, DEFAULT_SEED, MAX_ORDERS_PER_STORE } from "./seed/origin.ts";

/** Loopback only: anything else is reachable from other machines. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;
/** HS256 wants a key of at least its hash size; a short secret on a network can be guessed offline. */
const MIN_NETWORK_SECRET_BYTES = 32;

export class OptionError extends Error {}

interface OptionSpec {
  type: "string" | "boolean";
  short?: string;
  multiple?: true;
  default?: string;
  /** How the value is written in the usage text (`--port N`). */
  value?: string;
  /** One line: what it does, and what happens without it. */
  meaning: string;
}

const OPTIONS = {
  port: { type: "string", value: "N", default: "4000", meaning: "port to listen on; 0 picks a free one" },
  host: {
    type: "string",
    value: "HOST",
    default: "127.0.0.1",
    meaning: "address to listen on; off loopback --secret must be given with 32 bytes or more",
  },
  data: {
    type: "string",
    value: "FILE",
    meaning:
      "keep the store in FILE (and FILE.journal, FILE.uploads/) across restarts (default: memory only)",
  },
  // Shown as defaults; left undefined, so the seed is the demo's own (seed/cached.ts).
  seed: { type: "string", value: "N", default: String(DEFAULT_SEED), meaning: "faker seed of the data" },
  orders: {
    type: "string",
    value: "N",
    default: String(DEFAULT_ORDERS_PER_STORE),
    meaning: `purchase orders per seeded store, 0 to ${MAX_ORDERS_PER_STORE}`,
  },
  secret: {
    type: "string",
    value: "S",
    meaning: "token signing secret (default: random per start, so a restart signs everyone out)",
  },
  "demo-endpoints": {
    type: "boolean",
    meaning: "answer the demo toolkit's calls (/api/demo/*) to signed-in users (default: off, 404)",
  },
  "provider-states": {
    type: "boolean",
    meaning: "answer the contract suite's provider-state call (/api/provider-states) (default: off, 404)",
  },
  extensions: {
    type: "string",
    value: "LIST",
    default: "all",
    meaning: `contract extensions offered: all, none, or some of ${EXTENSIONS.join(",")} (D231)`,
  },
  "cors-origin": {
    type: "string",
    value: "ORIGIN",
    multiple: true,
    meaning: "let pages of ORIGIN call the API; repeatable (default: no CORS for any origin)",
  },
  latency: {
    type: "string",
    value: "MS",
    meaning: `delay every API call by MS ms, 0 to ${MAX_LATENCY_MS} (default: 0)`,
  },
  errors: {
    type: "string",
    value: "RATE",
    meaning: "fail that share (0 to 1) of API calls with 503 (default: 0)",
  },
  offline: { type: "boolean", meaning: "drop every API call as if the network were down (default: off)" },
  log: {
    type: "string",
    value: "FILE",
    meaning: "append one JSON line per request to FILE, or to standard output for - (default: no log)",
  },
  help: { type: "boolean", short: "h", meaning: "print this text and exit" },
} satisfies Record<string, OptionSpec>;

/** The text `--help` prints: every option with its meaning and default. */
export function usage(): string {
  const rows = Object.entries(OPTIONS as Record<string, OptionSpec>).map(([name, spec]) => {
    const flag = [spec.short && `-${spec.short},`, `--${name}`, spec.value].filter(Boolean).join(" ");
    const fallback = spec.default === undefined ? "" : ` (default: ${spec.default})`;
    return `  ${flag.padEnd(22)} ${spec.meaning}${fallback}`;
  });
  return [
    "Usage: npm run provider -- [options]",
    "",
    "The fake Stock Sense provider over HTTP: the REST and GraphQL API on /api/ and /graphql/, seeded",
    "with the demo accounts. GET /api/health answers without a token. SIGTERM or Ctrl+C finishes the",
    "requests in flight, then exits; a second one exits at once. See docs/PROVIDERS.md.",
    "",
    "Options:",
    ...rows,
    "",
  ].join("\n");
}

const wholeNumber = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new OptionError(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
};

/** Whether `args` ask for the usage text (then nothing else is checked or started). */
export const wantsHelp = (args: string[]) => {
  const end = args.indexOf("--");
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === "--help" || arg === "-h");
};

/** parseArgs's own refusals (an unknown flag, a missing value) as one sentence pointing at --help. */
function readArgs(args: string[]) {
  const options = Object.fromEntries(
    Object.entries(OPTIONS as Record<string, OptionSpec>).map(([name, { type, short, multiple }]) => [
      name,
      { type, ...(short && { short }), ...(multiple && { multiple }) },
    ]),
  );
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as {
      [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true }
        ? string[]
        : (typeof OPTIONS)[K]["type"] extends "boolean"
          ? boolean
          : string;
    };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const option = /'([^']+)'/.exec(message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      throw new OptionError(`there is no option ${option}: see --help`);
    if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL")
      throw new OptionError(`"${option}" is not an option (they start with --): see --help`);
    // A flag without its value, or a value given to a switch: Node's sentence names the flag.
    throw new OptionError(`${message.replace(/\.$/, "")}: see --help`);
  }
}

/** The server's options from `args`; throws OptionError with the reason for a wrong one. */
export function readServerOptions(args: string[]) {
  const values = readArgs(args);
  const host = values.host ?? OPTIONS.host.default;
  const faults = Faults.safeParse({
    latencyMs: wholeNumber("latency", values.latency) ?? NO_FAULTS.latencyMs,
    errorRate: values.errors === undefined ? NO_FAULTS.errorRate : Number(values.errors),
    offline: values.offline ?? false,
  });
  if (!faults.success)
    throw new OptionError(`--latency must be 0..${MAX_LATENCY_MS} and --errors a share from 0 to 1`);
  const secretBytes = values.secret === undefined ? null : new TextEncoder().encode(values.secret).length;
  if (secretBytes !== null && secretBytes < MIN_NETWORK_SECRET_BYTES && !LOOPBACK.test(host))
    throw new OptionError(
      `--secret is ${secretBytes} bytes: listening on ${host}, which is not a loopback address, needs at least ${MIN_NETWORK_SECRET_BYTES}`,
    );
  const ordersPerStore = wholeNumber("orders", values.orders);
  if (ordersPerStore !== undefined && ordersPerStore > MAX_ORDERS_PER_STORE)
    throw new OptionError(`--orders must be 0..${MAX_ORDERS_PER_STORE}, got ${ordersPerStore}`);
  if (values.data === "") throw new OptionError("--data takes a file name");
  if (values.log === "") throw new OptionError("--log takes a file name, or - for standard output");
  let extensions;
  try {
    extensions = parseExtensionList(values.extensions ?? OPTIONS.extensions.default);
  } catch (error) {
    throw new OptionError(`--extensions: ${(error as Error).message}`);
  }
  const corsOrigins = values["cors-origin"] ?? [];
  for (const origin of corsOrigins)
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new OptionError(`--cors-origin takes an origin such as https://app.example.com, got "${origin}"`);
  return {
    /** Origins whose pages may call the API (CORS); none by default, so no other page may. */
    corsOrigins: new Set(corsOrigins),
    demoEndpoints: values["demo-endpoints"] ? ("signed-in" as const) : ("off" as const),
    /** The contract suite's provider-state call; off unless given. */
    providerStates: values["provider-states"] === true,
    /** The contract extensions its schema shows (D231); all unless --extensions says otherwise. */
    extensions,
    port: wholeNumber("port", values.port ?? OPTIONS.port.default)!,
    host,
    seed: wholeNumber("seed", values.seed),
    ordersPerStore,
    /** Undefined: a random secret for this process (provider.ts), so a restart signs everyone out. */
    secret: values.secret,
    faults: faults.data,
    /** The JSON file the store lives in across restarts; undefined: memory only. */
    dataFile: values.data,
    /** Where the access log goes: a file appended to, "-" for standard output, or undefined (none). */
    log: values.log,
  };
}

export type ServerOptions = ReturnType<typeof readServerOptions>;
