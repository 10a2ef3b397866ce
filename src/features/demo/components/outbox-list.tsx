// The demo's outbox: every message the provider "sent", newest first, with what it offers: the PDF of a
// purchase-order email, and an invite's /joinStore path or a reset mail's /reset-password path as a link
// into the app (under its base path).
import { useId } from "react";
import { Link } from "wouter";
import type { OutboxMessage } from "../../../../schema/rest.ts";
import { PATHS } from "../../../config/routes.ts";
import { DEMO_TEXT } from "../strings.ts";
import { useDemoOutbox } from "../api/demo-outbox.ts";
import { MessageList, MessageMeta } from "./message-list.tsx";
import { OutboxPdfButton } from "./outbox-pdf-button.tsx";

const T = DEMO_TEXT;

// The provider writes the app's path, not a URL: it cannot know where the app is hosted.
const APP_PATHS: Partial<Record<OutboxMessage["kind"], { pattern: RegExp; link(token: string): string }>> = {
  invite: { pattern: /\/joinStore\/([A-Za-z0-9_~%-]+)/, link: PATHS.joinStore },
  "reset-password": { pattern: /\/reset-password\/([A-Za-z0-9_~%-]+)/, link: PATHS.setPassword },
};

function MessageBody({ message, onNavigate }: { message: OutboxMessage; onNavigate: () => void }) {
  const path = APP_PATHS[message.kind];
  const match = path?.pattern.exec(message.body);
  if (!path || !match) return <p className="demo-message-body">{message.body}</p>;
  let token = match[1]!;
  try {
    token = decodeURIComponent(token);
  } catch {
    // Not percent-encoded after all: use it as written.
  }
  return (
    <p className="demo-message-body">
      {message.body.slice(0, match.index)}
      <Link href={path.link(token)} onClick={onNavigate}>
        {match[0]}
      </Link>
      {message.body.slice(match.index + match[0].length)}
    </p>
  );
}

function OutboxItem({ message, onNavigate }: { message: OutboxMessage; onNavigate: () => void }) {
  const subjectId = useId();
  return (
    <li>
      <article className="demo-message" aria-labelledby={subjectId}>
        <h3 id={subjectId}>{message.subject}</h3>
        <MessageMeta
          facts={[
            [T.kind, T.outbox.kind[message.kind]],
            [T.to, message.to],
          ]}
          sentAt={message.createdAt}
        />
        <MessageBody message={message} onNavigate={onNavigate} />
        {message.kind === "purchase-order" && message.purchaseOrderId !== null && (
          <OutboxPdfButton purchaseOrderId={message.purchaseOrderId} />
        )}
      </article>
    </li>
  );
}

/** The outbox tab; `onNavigate` closes the panel when a link into the app is followed. */
export function OutboxList({ onNavigate }: { onNavigate: () => void }) {
  const { data, error, mutate } = useDemoOutbox();
  return (
    <MessageList data={data} error={error} retry={() => void mutate()} texts={T.outbox}>
      {(message) => <OutboxItem message={message} onNavigate={onNavigate} />}
    </MessageList>
  );
}
