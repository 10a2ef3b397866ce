// The block a report carries after the user's words, so a report can be reproduced:
// the screen's path (no query string), the app's version, the viewport, the active store and the last
// calls from the call log (method, operation name or path template, status, time taken). Nothing
// personal: no token, body, query string, email or name of a person.
import { MAX_FEEDBACK_LENGTH } from "../../../schema/rest.ts";
import { recentCalls, type LoggedCall } from "../../api/call-log.ts";
import { APP_VERSION } from "../../config/version.ts";
import { UI_TEXT } from "../../ui/strings.ts";

const T = UI_TEXT.reportDetails;

export interface ReportContext {
  /** The screen's path inside the app, without its query string or fragment. */
  path: string;
  version: string;
  viewport: { width: number; height: number; ratio: number };
  store: { id: string; name: string } | null;
  calls: readonly LoggedCall[];
}

/** The page as it is now, at `path`, in `store`. */
export function currentContext(path: string, store: ReportContext["store"]): ReportContext {
  return {
    path: path.split(/[?#]/)[0]!,
    version: APP_VERSION,
    viewport: { width: window.innerWidth, height: window.innerHeight, ratio: window.devicePixelRatio || 1 },
    store,
    calls: recentCalls(),
  };
}

const callLine = (call: LoggedCall, nameWidth: number) =>
  [
    `${call.at.slice(11, 19)}Z`,
    call.method.padEnd(6),
    call.name.padEnd(nameWidth),
    String(call.status === 0 ? "---" : call.status).padStart(3),
    `${call.ms} ms`,
  ].join("  ");

/** The details block as plain text. */
export function detailsBlock(context: ReportContext): string {
  const { width, height, ratio } = context.viewport;
  const nameWidth = Math.max(0, ...context.calls.map((call) => call.name.length));
  return [
    T.heading,
    `${T.path}: ${context.path}`,
    `${T.version}: ${context.version}`,
    `${T.viewport}: ${T.viewportValue(width, height, ratio)}`,
    `${T.store}: ${context.store ? T.storeValue(context.store.name, context.store.id) : T.none}`,
    T.calls(context.calls.length),
    ...(context.calls.length
      ? context.calls.map((call) => `  ${callLine(call, nameWidth)}`)
      : [`  ${T.none}`]),
  ].join("\n");
}

/**
 * The message sent: the user's words, a blank line, the block. Within the provider's limit: the oldest
 * calls go first; words too long for any block go alone (the provider's refusal then names the limit).
 */
export function reportMessage(words: string, context: ReportContext, limit = MAX_FEEDBACK_LENGTH): string {
  const trimmed = words.trimEnd();
  for (let skip = 0; skip <= context.calls.length; skip++) {
    const block = detailsBlock({ ...context, calls: context.calls.slice(skip) });
    const message = trimmed ? `${trimmed}\n\n${block}` : block;
    if (message.length <= limit) return message;
  }
  return words;
}
