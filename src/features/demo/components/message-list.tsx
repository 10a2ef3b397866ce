// The demo panel's lists of messages (the outbox, the feedback inbox), in the provider's order (newest
// first, schema/rest.ts), each with its facts line; while there are none to show, the section's
// loading, failure (with Try Again) or empty text.
import { Fragment, type ReactNode } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { formatDate } from "../../../lib/format.ts";
import { FactList } from "../../../ui/fact-list.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { DEMO_TEXT } from "../strings.ts";

/** A section's data did not load: why, in one red line, and Try Again. */
export function LoadFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <>
      <FormError>{message}</FormError>
      <button type="button" className="button" onClick={retry}>
        {DEMO_TEXT.retry}
      </button>
    </>
  );
}

interface MessageListProps<M extends { id: number }> {
  data: readonly M[] | undefined;
  error: unknown;
  retry: () => void;
  texts: { loading: string; empty: string; failed: (reason: string) => string };
  /** One message, as an <li>. */
  children: (message: M) => ReactNode;
}

export function MessageList<M extends { id: number }>({
  data,
  error,
  retry,
  texts,
  children,
}: MessageListProps<M>) {
  if (error) return <LoadFailure message={texts.failed(errorMessage(error))} retry={retry} />;
  if (!data) return <Loading text={texts.loading} />;
  if (!data.length) return <p className="demo-empty">{texts.empty}</p>;
  return (
    <ul className="demo-messages">
      {data.map((message) => (
        <Fragment key={message.id}>{children(message)}</Fragment>
      ))}
    </ul>
  );
}

/** A message's facts, then when it was sent. */
export function MessageMeta({ facts, sentAt }: { facts: readonly [string, string][]; sentAt: string }) {
  const sent = <time dateTime={sentAt}>{formatDate(sentAt)}</time>;
  return <FactList className="demo-meta" facts={[...facts, [DEMO_TEXT.sent, sent]]} />;
}
