// Import Lines on the edit screen (D226): the button, and the same action in the Ctrl+K palette. The
// dialog and its CSV parser are a chunk of their own, loaded at the first press (D227); one that
// cannot be loaded (offline since the page loaded) is said, and the next press tries again.
import { useState } from "react";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { IMPORT_LINES_TEXT } from "../shared/strings.ts";
import type { ImportQueue, ImportEdit } from "./import/apply-import.ts";
import type { ImportLinesProps } from "./import/import-lines-dialog.tsx";
import type { ImportItem } from "./import/match-lines.ts";

const T = IMPORT_LINES_TEXT;

type Loaded = typeof import("./import/import-lines-dialog.tsx");

interface ImportLinesButtonProps extends Omit<ImportLinesProps, "onClose" | "onAdd"> {
  /** The screen's edit queue and edit, which the accepted import goes through as one save. */
  queue: ImportQueue;
  edit: ImportEdit;
  /** A new line's last price in dollars now, or undefined to fill it in when it arrives (D225). */
  costOnAdd(item: ImportItem): number | undefined;
}

export function ImportLinesButton({ queue, edit, costOnAdd, ...props }: ImportLinesButtonProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const toast = useToast();

  async function show() {
    try {
      if (!loaded) setLoaded(await import("./import/import-lines-dialog.tsx"));
      setOpen(true);
    } catch {
      toast.error(T.loadFailed);
    }
  }
  useScreenActions([{ id: "import-lines", label: T.open, run: () => void show() }]);

  return (
    <>
      <button type="button" className="button import-lines-open" onClick={() => void show()}>
        {T.open}
      </button>
      {open && loaded && (
        <loaded.ImportLinesDialog
          {...props}
          onAdd={(plan) => {
            loaded.sendImport(plan, queue, edit, costOnAdd);
            toast.success(T.added(plan.lines.length));
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
