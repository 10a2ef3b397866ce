// The one state every screen shows when the service could not be reached (docs/decisions/failure-
// states.md): plain words and Try Again, which asks again in place (no page reload), so nothing typed
// elsewhere on the page is lost. The page form replaces a screen that has nothing to show yet; the
// notice sits inside a screen that keeps what it has (rows already shown, a form being filled in).
import type { ReactNode } from "react";
import { BusyButton } from "./busy-button.tsx";
import { UI_TEXT } from "./strings.ts";
import { PageTitle } from "./page-title.tsx";

const T = UI_TEXT.unavailable;

interface RetryProps {
  /** Asks again; SWR's mutate. */
  onRetry(): void;
  /** True while asking again. */
  busy?: boolean;
}

/** One line in red saying what did not load, and Try Again. */
export function RetryNotice({
  message = T.reason,
  onRetry,
  busy = false,
}: RetryProps & { message?: ReactNode }) {
  return (
    <div className="retry-notice">
      <p className="form-error" role="alert">
        {message}
      </p>
      <BusyButton className="button" busy={busy} onClick={onRetry}>
        {busy ? T.retrying : T.retry}
      </BusyButton>
    </div>
  );
}

/** A whole screen that could not load because the service was not reached. */
export function UnavailablePage(props: RetryProps) {
  return (
    <main className="page unavailable">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <RetryNotice {...props} />
    </main>
  );
}
