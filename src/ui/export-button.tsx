// Export CSV: reads what the file holds (every page of a list, or one order's lines),
// writes the CSV and hands it to the browser as a download. While the pages are read the button waits
// and a status line counts them; a failure at any point saves nothing and says why, with Try Again.
// The CSV writer is loaded with the first export, never with the screen, which stays small. While it can be
// pressed, the button is also its screen's Export action in the command palette.
import { useRef, useState } from "react";
import type { CsvTable } from "../lib/csv-table.ts";
import { UNAVAILABLE_REASON } from "../lib/failure.ts";
import { saveFile } from "../lib/save-file.ts";
import { BusyButton } from "./busy-button.tsx";
import { useScreenActions } from "./screen-actions.ts";
import { UI_TEXT } from "./strings.ts";
import { RetryNotice } from "./unavailable.tsx";

const T = UI_TEXT.csvExport;

/** The writer, loaded with the first export; its file not reached (offline since the page loaded) is an outage. */
const loadWriter = () => import("../lib/csv.ts").catch(() => Promise.reject(new Error(UNAVAILABLE_REASON)));

type State =
  | { kind: "idle"; saved?: string }
  | { kind: "busy"; done: number; total: number | null }
  | { kind: "failed"; reason: string };

interface ExportButtonProps {
  /** The file's name before its date: "purchase-orders" saves purchase-orders-2026-11-24.csv. */
  fileStem: string;
  /** Reads what the file holds, telling how many records of how many it has read so far. */
  read(progress: (done: number, total: number) => void): Promise<CsvTable>;
  /** What a failure means to the user (the api's errorMessage). */
  reasonOf(error: unknown): string;
  /** The button's name when the page has more than one export. */
  label?: string;
}

export function ExportButton({ fileStem, read, reasonOf, label = T.button }: ExportButtonProps) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const running = useRef(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setState({ kind: "busy", done: 0, total: null });
    try {
      const [table, { csvBlob, csvFileName, csvText }] = await Promise.all([
        read((done, total) => setState({ kind: "busy", done, total })),
        loadWriter(),
      ]);
      const fileName = csvFileName(fileStem);
      saveFile(csvBlob(csvText(table)), fileName);
      setState({ kind: "idle", saved: fileName });
    } catch (error) {
      setState({ kind: "failed", reason: reasonOf(error) });
    } finally {
      running.current = false;
    }
  }

  const busy = state.kind === "busy";
  useScreenActions(busy ? [] : [{ id: `export-${fileStem}`, label, run: () => void run() }]);
  return (
    <div className="csv-export">
      <BusyButton className="button" busy={busy} onClick={run}>
        {busy ? T.busy : label}
      </BusyButton>
      <span role="status" className="csv-export-status">
        {state.kind === "busy" && state.total !== null && T.progress(state.done, state.total)}
        {state.kind === "idle" && state.saved && (
          <span className="visually-hidden">{T.saved(state.saved)}</span>
        )}
      </span>
      {state.kind === "failed" && <RetryNotice message={T.failed(state.reason)} onRetry={run} />}
    </div>
  );
}
