// A report's message as sent: the user's words as written, and the report-details block
// after them, when there is one, preformatted so its columns line up.
import { UI_TEXT } from "./strings.ts";

const T = UI_TEXT.reportDetails;

// A multipart upload may turn the line breaks into CRLF on the way (HTML's form encoding).
const BLOCK = new RegExp(
  `(?:^|\\r?\\n\\r?\\n)(?=${T.heading.replace(/[-\\^$*+?.()|[\]{}]/g, "\\$&")}\\r?\\n)`,
  "g",
);

/** The user's words and the details block of a report's message (null when it has none). */
export function splitReport(message: string): { words: string; details: string | null } {
  // The last one: the words themselves may quote an earlier report.
  const match = [...message.matchAll(BLOCK)].at(-1);
  if (!match) return { words: message, details: null };
  const details = message.slice(match.index + match[0].length).replace(/\r\n/g, "\n");
  return { words: message.slice(0, match.index), details };
}

export function ReportMessage({ message, className }: { message: string; className?: string }) {
  const { words, details } = splitReport(message);
  return (
    <>
      {words && <blockquote className={className}>{words}</blockquote>}
      {details && (
        // Wrapped rather than scrolled (ui.css), so a phone reads it without a sideways scroll.
        <pre className="report-details">{details}</pre>
      )}
    </>
  );
}
