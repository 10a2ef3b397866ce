// The bar's report-issue button and the 'Report An Issue' modal (spec section 2): the page is captured
// first (so the modal is not in the picture) and shown small. Sending clears the text and closes; a
// failure keeps the text and says so in one line (D27).
import { useEffect, useId, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { FEEDBACK_TEXT } from "../strings.ts";
import { sendFeedback } from "../api/send-feedback.ts";
import { capture } from "../capture.ts";
import { FormError } from "../../../ui/form-error.tsx";

const T = FEEDBACK_TEXT;

export function ReportIssue() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [image, setImage] = useState<Blob | null>(null);
  const preview = useObjectUrl(image);
  const fieldId = useId();

  async function start() {
    // A new attempt starts clean: the text stays (D27), last time's failure line does not.
    setFailure(null);
    setCapturing(true);
    setImage((await capture.page()).image);
    setCapturing(false);
    setOpen(true);
  }

  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      await sendFeedback(message, image);
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
        {preview && <img className="feedback-preview" src={preview} alt={T.screenshot} />}
        <p className="hint">{T.note}</p>
        <FormError>{failure}</FormError>
      </Dialog>
    </>
  );
}

/** An object URL for the image while it is shown, released afterwards. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
