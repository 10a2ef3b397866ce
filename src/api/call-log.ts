// The last calls made, for a report that can be reproduced (issue 16 #6, D82): what was asked (method and
// the operation's name or the REST path's template), how it ended and how long it took. Never a URL with
// its values filled in, a query string, a header or a body: the template "user/invite/:token" is kept,
// never the token, so nothing personal is held. A ring of the last 20, in memory only.

export interface LoggedCall {
  method: string;
  /** The GraphQL operation's name or the REST path's template. */
  name: string;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** Milliseconds from the call to its answer's headers. */
  ms: number;
  /** When the call was made (ISO 8601). */
  at: string;
}

const CALL_LOG_SIZE = 20;

let ring: LoggedCall[] = [];

/** Keeps `call`, dropping the oldest beyond the last 20. */
export function logCall(call: LoggedCall): void {
  ring = [...ring.slice(-(CALL_LOG_SIZE - 1)), call];
}

/** The last calls, oldest first. */
export function recentCalls(): readonly LoggedCall[] {
  return ring;
}

/** Forgets every call (tests start fresh). */
export function clearCallLog(): void {
  ring = [];
}
