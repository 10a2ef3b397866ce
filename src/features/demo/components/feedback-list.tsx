// The demo's feedback inbox: each report's message (its details block preformatted), sender and
// time, and its screenshot as an image (a data: URL from the provider) named by who sent it and when.
import type { FeedbackMessage } from "../../../../schema/rest.ts";
import { formatDate } from "../../../lib/format.ts";
import { DEMO_TEXT } from "../strings.ts";
import { useDemoFeedback } from "../api/demo-feedback.ts";
import { ReportMessage } from "../../../ui/report-message.tsx";
import { MessageList, MessageMeta } from "./message-list.tsx";

const T = DEMO_TEXT;

// Only an image inlined as a data: URL, as the contract says: nothing from elsewhere is loaded.
const isImageDataUrl = (value: string) => value.startsWith("data:image/");

function FeedbackItem({ report }: { report: FeedbackMessage }) {
  return (
    <li className="demo-message">
      <ReportMessage message={report.message} className="demo-message-body" />
      <MessageMeta facts={[[T.from, report.from]]} sentAt={report.createdAt} />
      {report.screenshot && isImageDataUrl(report.screenshot) ? (
        <img
          className="demo-screenshot"
          src={report.screenshot}
          alt={T.feedback.screenshot(report.from, formatDate(report.createdAt))}
        />
      ) : (
        <p className="demo-note">{T.feedback.noScreenshot}</p>
      )}
    </li>
  );
}

export function FeedbackList() {
  const { data, error, mutate } = useDemoFeedback();
  return (
    <MessageList data={data} error={error} retry={() => void mutate()} texts={T.feedback}>
      {(report) => <FeedbackItem report={report} />}
    </MessageList>
  );
}
