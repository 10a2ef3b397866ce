// The demo's feedback inbox (D18): each report's message, sender and time, and its screenshot as an
// image (a data: URL from the provider) named by who sent it and when.
import type { FeedbackMessage } from "../../../../schema/rest.ts";
import { formatDate } from "../../../lib/format.ts";
import { TEXT } from "../../../ui/strings.ts";
import { useDemoFeedback } from "../api/demo-feedback.ts";
import { LoadStates, newestFirst } from "./load-states.tsx";

const T = TEXT.demo;

// Only an image inlined as a data: URL, as the contract says: nothing from elsewhere is loaded.
const isImageDataUrl = (value: string) => value.startsWith("data:image/");

function FeedbackItem({ report }: { report: FeedbackMessage }) {
  const when = formatDate(report.createdAt);
  return (
    <li className="demo-message">
      <blockquote className="demo-message-body">{report.message}</blockquote>
      <dl className="demo-meta">
        <div>
          <dt>{T.from}</dt>
          <dd>{report.from}</dd>
        </div>
        <div>
          <dt>{T.sent}</dt>
          <dd>
            <time dateTime={report.createdAt}>{when}</time>
          </dd>
        </div>
      </dl>
      {report.screenshot && isImageDataUrl(report.screenshot) ? (
        <img
          className="demo-screenshot"
          src={report.screenshot}
          alt={T.feedback.screenshot(report.from, when)}
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
    <LoadStates data={data} error={error} retry={() => void mutate()} texts={T.feedback}>
      {(rows) => (
        <ul className="demo-messages">
          {newestFirst(rows).map((report) => (
            <FeedbackItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </LoadStates>
  );
}
