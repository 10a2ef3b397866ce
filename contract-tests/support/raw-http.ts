// HTTP/1.1 spoken over a bare socket: msw/node intercepts fetch and node:http in this process (the
// in-process lane), never a plain socket, so this reaches a real server whichever lane runs. It also
// sends what fetch will not: a bad Host header, an absolute-URL request line, `*`, TRACE.
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = body.indexOf("\r\n", at);
    const size = parseInt(body.subarray(at, end).toString(), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 4 + size;
  }
}

/** Sends `head` (request line and headers, without the blank line) and `body` to `url`'s host. */
export function rawRequest(url: string, head: string, body: string | Buffer = ""): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = all.subarray(0, split).toString().split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = all.subarray(split + 4);
      const text = (headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw).toString();
      resolve({ status: Number(statusLine?.split(" ")[1]), headers, text });
    });
    const length = Buffer.byteLength(body);
    socket.write(`${head}\r\nconnection: close\r\ncontent-length: ${length}\r\n\r\n`);
    // Not end(): a server may drop a half-closed connection before it answers; it closes after answering.
    socket.write(body);
  });
}

/** A request with the usual Host header: `method path`, extra header lines, a body. */
export function raw(url: string, method: string, path: string, headers: string[] = [], body = "") {
  const { host } = new URL(url);
  return rawRequest(url, [`${method} ${path} HTTP/1.1`, `host: ${host}`, ...headers].join("\r\n"), body);
}
