// `npm run provider`: the fake provider as a real HTTP server on localhost. The same msw handlers answer
// plain Node HTTP through msw's getResponse, so a contract run over the network tests the very code the
// demo runs in the browser. Options: server-options.ts (`--help` lists them); what it prints at start:
// server-summary.ts; the access log: server-log.ts; a taken port and the signals: server-lifecycle.ts.
// A wrong option or data file ends it with exit 2, a port it cannot listen on with exit 1.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getResponse } from "msw";
import { ERROR_STATUS } from "../schema/errors.ts";
import { createHandlers } from "./handlers/index.ts";
import { createProvider } from "./provider.ts";
import { cachedSeed } from "./seed/cached.ts";
import { listen, stopOnSignals } from "./server-lifecycle.ts";
import { loggedPath, openAccessLog, type AccessLog } from "./server-log.ts";
import { OptionError, readServerOptions, usage, wantsHelp } from "./server-options.ts";
import { BodyTooLarge, MAX_BODY_BYTES, requestProblem, toRequest } from "./server-request.ts";
import { startSummary } from "./server-summary.ts";
import { DamagedDataFile, fileAdapter, removeStaleTemporaries } from "./store/file-adapter.ts";

/** Ends the process before it listens, with the reason in one sentence. */
function refuseStart(reason: string): never {
  console.error(`The fake provider did not start: ${reason}.`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (wantsHelp(args)) {
  process.stdout.write(usage());
  process.exit(0);
}
let options: ReturnType<typeof readServerOptions>;
try {
  options = readServerOptions(args);
} catch (error) {
  refuseStart(error instanceof OptionError ? error.message : String(error));
}

let accessLog: AccessLog | null = null;
try {
  if (options.log) accessLog = openAccessLog(options.log);
} catch (error) {
  refuseStart(`the access log ${options.log} cannot be opened (${(error as Error).message})`);
}

// A kill -9 during a save leaves its temporary file: removed before the data file is read.
const removedTemporaries = options.dataFile ? await removeStaleTemporaries(options.dataFile) : [];
let dataLoaded = false;
let provider: Awaited<ReturnType<typeof createProvider>>;
try {
  const file = options.dataFile && fileAdapter(options.dataFile);
  provider = await createProvider({
    makeSeed: cachedSeed({ seed: options.seed, ordersPerStore: options.ordersPerStore }),
    ...(file && {
      adapter: {
        ...file,
        async load() {
          const db = await file.load();
          dataLoaded = db !== null;
          return db;
        },
      },
    }),
    secret: options.secret,
    faults: { initial: options.faults, seed: options.seed },
    demoEndpoints: options.demoEndpoints,
    providerStates: options.providerStates,
    extensions: options.extensions,
  });
} catch (error) {
  if (!(error instanceof DamagedDataFile)) throw error;
  refuseStart(error.message);
}
try {
  await provider.store.saved(); // a fresh seed is on disk before the first request
} catch (error) {
  refuseStart((error as Error).message.replace(/^The/, "the")); // the data file's folder is missing or not writable
}
const handlers = createHandlers(provider);

// The app may be served from another origin (a production build pointed here): CORS for the origins
// given with --cors-origin only. Answering "*" let any page a developer had open use the API.
function cors(origin: string | undefined): Record<string, string> {
  const base = { vary: "origin" };
  if (!origin || !options.corsOrigins.has(origin)) return base;
  return {
    ...base,
    "access-control-allow-origin": origin,
    "access-control-allow-headers": "authorization, content-type",
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  };
}

// On every answer: a browser must not guess another type than the one sent (a JSON error
// read as HTML), and nothing an account reads (orders, mail, a PDF) may stay in a shared cache.
const API_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store" };

/** Writes one answer with the API headers and the CORS headers this request's origin gets. */
function answer(req: IncomingMessage, res: ServerResponse, status: number, headers: object, body?: Buffer) {
  // Stopping: the connection ends with this answer instead of waiting, kept alive, for another request.
  const closing = stopping.requested ? { connection: "close" } : {};
  res.writeHead(status, { ...headers, ...API_HEADERS, ...cors(req.headers.origin), ...closing });
  res.end(body);
}

/** One access-log line once the request is over, answered or not (server-log.ts says what it leaves out). */
function logWhenDone(req: IncomingMessage, res: ServerResponse) {
  const time = new Date().toISOString();
  const started = performance.now();
  res.once("close", () =>
    accessLog!.write({
      time,
      method: req.method ?? "",
      path: loggedPath(req.url ?? ""),
      status: res.headersSent ? res.statusCode : null,
      ms: Math.round(performance.now() - started),
    }),
  );
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

// requireHostHeader off: requestProblem refuses a missing Host itself, with the API headers.
const server = createServer({ requireHostHeader: false }, async (req, res) => {
  if (accessLog) logWhenDone(req, res);
  const problem = requestProblem(req);
  if (problem) {
    const { status, headers, ...body } = problem;
    return answer(req, res, status, { "content-type": "application/json", ...headers }, json(body));
  }
  // A preflight: allowed or not is in the CORS headers (none for an origin not given).
  if (req.method === "OPTIONS") return answer(req, res, 204, {});
  try {
    const response =
      (await getResponse(handlers, await toRequest(req))) ??
      Response.json({ code: "NOT_FOUND", description: `Nothing at ${req.url}.` }, { status: 404 });
    // Fault injection's "offline" (HttpResponse.error()): no answer at all, so the client's fetch rejects.
    if (response.type === "error") return void req.socket.destroy();
    const body = Buffer.from(await response.arrayBuffer());
    answer(req, res, response.status, Object.fromEntries(response.headers), body);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    const body = tooLarge
      ? {
          code: "PAYLOAD_TOO_LARGE",
          description:
            error.limit === MAX_BODY_BYTES
              ? `The request is over ${MAX_BODY_BYTES / 2 ** 20} MB, not read: a screenshot of at most 10 MB is accepted.`
              : `The request is over ${error.limit / 2 ** 20} MiB, not read: a body of at most 1 MiB is accepted here.`,
        }
      : { code: "INTERNAL", description: "The fake provider failed on this request; its log says why." };
    if (!tooLarge) console.error(error);
    answer(
      req,
      res,
      tooLarge ? ERROR_STATUS.PAYLOAD_TOO_LARGE : 500,
      { "content-type": "application/json" },
      json(body),
    );
  }
});

// What Node refuses before any handler runs (no Host, a malformed request line, a header or URL too
// large) gets the API headers too, and a JSON body saying why, instead of Node's bare answer.
// A connection reset or already closed gets nothing (Node's documented pattern); one too slow, 408.
const CLIENT_ERRORS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    "Request Header Fields Too Large",
    "HEADERS_TOO_LARGE",
    "The request line or its headers are too large.",
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "TIMEOUT", "The request did not arrive in time."],
};
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const [status, reason, code, description] = CLIENT_ERRORS[error.code ?? ""] ?? [
    400,
    "Bad Request",
    "BAD_REQUEST",
    "The request could not be read.",
  ];
  const body = JSON.stringify({ code, description });
  const headers = Object.entries({ ...API_HEADERS, "content-type": "application/json", connection: "close" });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      headers.map(([name, value]) => `${name}: ${value}\r\n`).join("") +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
});

const stopping = stopOnSignals(server, async () => {
  await provider.store.saved(); // every write answered is on disk before the process ends
  await accessLog?.close();
});
const port = await listen(server, options.host, options.port);
const host = options.host.includes(":") && !options.host.startsWith("[") ? `[${options.host}]` : options.host;
console.log(
  startSummary({ url: `http://${host}:${port}`, options, dataLoaded, removedTemporaries }).join("\n"),
);
