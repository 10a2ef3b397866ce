// `npm run provider`: the fake provider as a real HTTP server on localhost. The same msw handlers answer
// plain Node HTTP through msw's getResponse, so a contract run over the network tests the very code the
// demo runs in the browser. Options: --port N (0 picks a free one), --host, --seed N, --orders N, --secret S.
import { createServer, type IncomingMessage } from "node:http";
import { parseArgs } from "node:util";
import { getResponse } from "msw";
import { createHandlers } from "./handlers/index.ts";
import { createProvider } from "./provider.ts";
import { cachedSeed } from "./seed/cached.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4000" },
    host: { type: "string", default: "127.0.0.1" },
    seed: { type: "string" },
    orders: { type: "string" },
    secret: { type: "string" },
  },
});

const wholeNumber = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
};

const provider = await createProvider({
  makeSeed: cachedSeed({
    seed: wholeNumber("seed", values.seed),
    ordersPerStore: wholeNumber("orders", values.orders),
  }),
  secret: values.secret,
});
const handlers = createHandlers(provider);

// The app may be served from another origin (a production build pointed here), so answer CORS.
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
};

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body =
    chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, {
    method: req.method,
    headers,
    body,
  });
}

const server = createServer(async (req, res) => {
  if (req.method === "OPTIONS") return res.writeHead(204, CORS).end();
  try {
    const response =
      (await getResponse(handlers, await toRequest(req))) ??
      Response.json({ code: "NOT_FOUND", description: `Nothing at ${req.url}.` }, { status: 404 });
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS });
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { "content-type": "application/json", ...CORS });
    res.end(JSON.stringify({ code: "INTERNAL", description: String(error) }));
  }
});

server.listen(wholeNumber("port", values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : values.port;
  console.log(`Fake provider listening on http://${values.host}:${port}`);
});
