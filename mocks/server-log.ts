// `npm run provider -- --log FILE`: one JSON line per request, appended to FILE or written
// to standard output for `-`. A line says when, what and how it went, never who: no body, no header
// (so no Authorization), no query string (it may carry anything), and the token of an invite or
// password-reset link, which is a credential in the path, replaced by `:token`.
import { createWriteStream, openSync } from "node:fs";
import { REST } from "../schema/rest.ts";

export interface AccessEntry {
  /** When the request arrived (ISO 8601, UTC). */
  time: string;
  method: string;
  path: string;
  /** The status answered; null when no answer was sent (the client left, or the offline fault dropped it). */
  status: number | null;
  /** Milliseconds from arrival to the answer's last byte (or to the connection's end). */
  ms: number;
}

// The REST paths whose `:token` is a credential (invite links, reset links, revoking an invite), as
// msw matches them: anywhere after a prefix, any letter case, an optional trailing slash.
const TOKEN_PATHS = Object.values(REST)
  .filter((endpoint) => endpoint.path.includes(":token"))
  .map(({ path }) => {
    const [before, after] = path.split(":token") as [string, string];
    const param = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
    return new RegExp(`^(.*/api/${param(before)})[^/]+(${param(after)}/?)$`, "i");
  });

/** What a log line shows of a request target: its path without the query, tokens replaced. */
export function loggedPath(target: string): string {
  let path = target.split("?")[0]!.split("#")[0]!;
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, "$1:token$2");
  // A line stays a line: a long path is cut (Node already refuses one over its header limit).
  return path.length > 300 ? `${path.slice(0, 300)}...` : path;
}

export interface AccessLog {
  write(entry: AccessEntry): void;
  /** Resolves once every line written so far is handed to the file. */
  close(): Promise<void>;
}

/** The log `--log` asks for: `-` standard output, anything else a file appended to; throws when it cannot be opened. */
export function openAccessLog(target: string): AccessLog {
  if (target === "-")
    return {
      write: (entry) => void process.stdout.write(`${JSON.stringify(entry)}\n`),
      close: () => new Promise((resolve) => process.stdout.write("", () => resolve())),
    };
  // Opened here, at start: a folder that does not exist stops the server now, not at the first request.
  const stream = createWriteStream(target, { fd: openSync(target, "a") });
  stream.on("error", (error) =>
    console.error(`The access log ${target} could not be written: ${error.message}`),
  );
  return {
    write: (entry) => void stream.write(`${JSON.stringify(entry)}\n`),
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
