// Cancel and Save Changes for the settings pages that are wired to no call (spec section 2). Rather
// than pretend to save, Save Changes says plainly that nothing was saved, in one status line that
// stays in view at the bottom of the screen while it shows.
import { useState } from "react";
import { SETTINGS_TEXT } from "../strings.ts";

const T = SETTINGS_TEXT;

/** The page's one "not available yet" line: shown by Save Changes and other placeholder buttons. */
export function useNotice() {
  const [text, setText] = useState("");
  return { text, show: setText, clear: () => setText("") };
}

interface SettingsActionsProps {
  notice: string;
  onCancel(): void;
  /** Without it Save Changes submits the form around it. */
  onSave?(): void;
}

export function SettingsActions({ notice, onCancel, onSave }: SettingsActionsProps) {
  return (
    <div className="settings-actions">
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className="settings-notice">
        {notice}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        {T.cancel}
      </button>
      <button type={onSave ? "button" : "submit"} className="button primary" onClick={onSave}>
        {T.save}
      </button>
    </div>
  );
}
