// `npm run provider`: the fake provider as a real HTTP server on localhost. The same msw handlers answer
// plain Node HTTP through msw's getResponse, so a contract run over the network tests the very code the
// demo runs in the browser. Options (server-options.ts): --port N (0 picks a free one), --host, --seed N,
// --orders N, --secret S (else a random one per process: a restart signs everyone out; at least 32 bytes
// off loopback), and fault injection from the start (issue 7; also settable by POST /api/demo/faults):
// --latency MS, --errors RATE (0..1), --offline; --demo-endpoints (off unless given, then for signed-in
// users only) and --cors-origin ORIGIN (repeatable; no other origin gets CORS); --data FILE keeps the
// store in FILE across restarts (D54; memory only otherwise).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getResponse } from "msw";
import { ERROR_STATUS } from "../schema/errors.ts";
import { createHandlers } from "./handlers/index.ts";
import { createProvider } from "./provider.ts";
import { cachedSeed } from "./seed/cached.ts";
import { DamagedDataFile, fileAdapter } from "./store/file-adapter.ts";
import { OptionError, readServerOptions } from "./server-options.ts";
import { BodyTooLarge, MAX_BODY_BYTES, requestProblem, toRequest } from "./server-request.ts";

let options: ReturnType<typeof readServerOptions>;
try {
  options = readServerOptions(process.argv.slice(2));
} catch (error) {
  console.error(`The fake provider did not start: ${error instanceof OptionError ? error.message : error}.`);
  process.exit(2);
}

let provider: Awaited<ReturnType<typeof createProvider>>;
try {
  provider = await createProvider({
    makeSeed: cachedSeed({ seed: options.seed, ordersPerStore: options.ordersPerStore }),
    ...(options.dataFile && { adapter: fileAdapter(options.dataFile) }),
    secret: options.secret,
    faults: { initial: options.faults, seed: options.seed },
    demoEndpoints: options.demoEndpoints,
  });
  await provider.store.saved(); // a fresh seed is on disk before the first request
} catch (error) {
  if (!(error instanceof DamagedDataFile)) throw error;
  console.error(`The fake provider did not start: ${error.message}.`);
  process.exit(2);
}
const handlers = createHandlers(provider);

// The app may be served from another origin (a production build pointed here): CORS for the origins
// given with --cors-origin only. Answering "*" let any page a developer had open use the API (issue 13).
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

// On every answer (issue 13): a browser must not guess another type than the one sent (a JSON error
// read as HTML), and nothing an account reads (orders, mail, a PDF) may stay in a shared cache.
const API_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store" };

/** Writes one answer with the API headers and the CORS headers this request's origin gets. */
function answer(req: IncomingMessage, res: ServerResponse, status: number, headers: object, body?: Buffer) {
  res.writeHead(status, { ...headers, ...API_HEADERS, ...cors(req.headers.origin) });
  res.end(body);
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

// requireHostHeader off: requestProblem refuses a missing Host itself, with the API headers.
const server = createServer({ requireHostHeader: false }, async (req, res) => {
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

server.listen(options.port, options.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  console.log(`Fake provider listening on http://${options.host}:${port}`);
});
