// The last calls made, for a report that can be reproduced: what was asked (method and
// the operation's name or the REST path's template), how it ended and how long it took. Never a URL with
// its values filled in, a query string, a header or a body: the template "user/invite/:token" is kept,
// never the token, so nothing personal is held. A ring of the last 20, kept in sessionStorage (D150) so a
// report made after reloading a broken screen still carries the calls from before the reload; the tab's
// own storage, so it ends with the tab and is never shared with another.

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
export const CALL_LOG_KEY = "stock-sense.call-log";

const isCall = (value: unknown): value is LoggedCall => {
  const call = value as Partial<LoggedCall> | null;
  return (
    typeof call === "object" &&
    call !== null &&
    typeof call.method === "string" &&
    typeof call.name === "string" &&
    typeof call.status === "number" &&
    typeof call.ms === "number" &&
    typeof call.at === "string"
  );
};

/** What the tab holds; nothing when storage is unavailable or holds something else. */
function stored(): LoggedCall[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(CALL_LOG_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isCall).slice(-CALL_LOG_SIZE) : [];
  } catch {
    return [];
  }
}

/** Keeps `call`, dropping the oldest beyond the last 20. */
export function logCall(call: LoggedCall): void {
  const { method, name, status, ms, at } = call; // only these fields, whatever else the caller holds
  const ring = [...stored().slice(-(CALL_LOG_SIZE - 1)), { method, name, status, ms, at }];
  try {
    sessionStorage.setItem(CALL_LOG_KEY, JSON.stringify(ring));
  } catch {
    // Storage full or refused (a private window): the report goes without its calls, the call does not fail.
  }
}

/** The last calls, oldest first. */
export function recentCalls(): readonly LoggedCall[] {
  return stored();
}

/** Forgets every call (tests start fresh). */
export function clearCallLog(): void {
  sessionStorage.removeItem(CALL_LOG_KEY);
}
