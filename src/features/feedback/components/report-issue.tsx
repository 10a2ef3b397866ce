// The bar's report-issue button and the 'Report An Issue' modal (spec section 2): the page is captured
// first (so the modal is not in the picture) and shown small. Sending clears the text and closes; a
// failure keeps the text and says so in one line. The message carries the page's details as they
// were when the report was started.
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { FEEDBACK_TEXT } from "../strings.ts";
import { sendFeedback } from "../api/send-feedback.ts";
import { capture } from "../capture.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { useSession } from "../../../session/session-context.tsx";
import { currentContext, reportMessage, type ReportContext } from "../report-details.ts";

const T = FEEDBACK_TEXT;

export function ReportIssue() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [image, setImage] = useState<Blob | null>(null);
  const fieldId = useId();
  const [location] = useLocation();
  const store = useSession()?.user.activeStore ?? null;
  const context = useRef<ReportContext | null>(null);

  async function start() {
    // A new attempt starts clean: the text stays, last time's failure line does not.
    setFailure(null);
    context.current = currentContext(location, store && { id: String(store.id), name: store.name });
    setCapturing(true);
    setImage((await capture.page()).image);
    setCapturing(false);
    setOpen(true);
  }

  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      await sendFeedback(reportMessage(message, context.current ?? currentContext(location, null)), image);
      setMessage("");
      setOpen(false);
    } catch (error) {
      setFailure(T.failed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Waiting keeps focus here, so the dialog can give it back to this button when it closes. */}
      <BusyButton className="bar-button" busy={capturing} aria-busy={capturing} onClick={start}>
        {T.button}
      </BusyButton>
      <Dialog
        open={open}
        title={T.title}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {T.cancel}
            </button>
            {/* The spec sets no minimum: the screenshot alone is a report. Only a report with
                neither text nor screenshot has nothing to send. */}
            <BusyButton
              className="button primary"
              busy={busy}
              disabled={!message.trim() && !image}
              onClick={send}
            >
              {T.send}
            </BusyButton>
          </>
        }
      >
        <label htmlFor={fieldId} className="visually-hidden">
          {T.label}
        </label>
        <textarea
          id={fieldId}
          className="feedback-text"
          rows={5}
          placeholder={T.placeholder}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {image && <Preview image={image} alt={T.screenshot} />}
        <p className="hint">{T.note}</p>
        <FormError>{failure}</FormError>
      </Dialog>
    </>
  );
}

/** The image through an object URL made while it is shown (before paint) and released afterwards. */
function Preview({ image, alt }: { image: Blob; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const url = URL.createObjectURL(image);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [image]);
  return <img ref={img} className="feedback-preview" alt={alt} />;
}
