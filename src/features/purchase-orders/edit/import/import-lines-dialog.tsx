// Import Lines (issue 30 item 4, D226): paste or drop a CSV, or choose one; Preview reads it
// (papaparse, D227), asks the product search for each code (four at a time) and shows every row as
// matched, not found, matching several, or unreadable, with totals and the order's limits; Add hands
// the plan to the screen, which sends it as one save. Nothing is added before Add. This module and the
// parser are one lazy chunk, loaded when the dialog first opens.
import { useId, useRef, useState, type DragEvent } from "react";
import { PURCHASE_ORDER_LIMITS } from "../../../../../schema/purchase-order-limits.ts";
import { errorMessage } from "../../../../api/api-error.ts";
import { searchProducts } from "../../../../domain/api/product-search.ts";
import { Dialog } from "../../../../ui/dialog.tsx";
import { IMPORT_LINES_TEXT } from "../../shared/strings.ts";
import type { ItemRow } from "../engine/rows.ts";
import { ImportPreview } from "./import-preview.tsx";
import { inPool, matchCode, type ImportItem, type RowResult } from "./match-lines.ts";
import { parseCsv } from "./parse-csv.ts";
import { planImport, type ImportPlan } from "./plan-import.ts";
import { readRows, type ImportRow } from "./read-rows.ts";

const T = IMPORT_LINES_TEXT;

// Sending is in this chunk too, so none of the import's code is in the edit screen's.
export { sendImport } from "./apply-import.ts";
const SEARCHES_AT_ONCE = 4;

export interface ImportLinesProps {
  onClose(): void;
  /** The order's lines on screen now. */
  rows: readonly ItemRow[];
  shippingCents: number;
  /** An item's last price in cents when the screen knows it (D225). */
  priceCents(item: ImportItem): number | null;
  onAdd(plan: ImportPlan): void;
}

interface Checked {
  rows: ImportRow[];
  results: ReadonlyMap<string, RowResult>;
  /** Codes asked for so far, of `all`. */
  done: number;
  all: number;
}

const codeKey = (code: string) => code.trim().toLowerCase();

export function ImportLinesDialog({ onClose, rows, shippingCents, priceCents, onAdd }: ImportLinesProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);

  /** The preview whose answers may land: Back, or a new preview, moves it on. */
  const run = useRef(0);

  function preview(source: string) {
    const found = readRows(parseCsv(source)).rows;
    if (found.length === 0) return setNote(T.empty);
    setNote(null);
    const codes = [...new Set(found.filter((r) => !r.problem).map((r) => codeKey(r.code)))];
    setChecked({ rows: found, results: new Map(), done: 0, all: codes.length });
    const mine = ++run.current;
    void inPool(codes, SEARCHES_AT_ONCE, async (code) => {
      const result: RowResult = await searchProducts(code).then(
        (products) => matchCode(code, products),
        (error: unknown) => ({ kind: "failed", reason: errorMessage(error) }),
      );
      if (run.current !== mine) return;
      setChecked(
        (now) => now && { ...now, done: now.done + 1, results: new Map(now.results).set(code, result) },
      );
    });
  }

  function back() {
    run.current += 1;
    setChecked(null);
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      const content = await file.text();
      setText(content);
      preview(content);
    } catch (error) {
      setNote(T.unreadableFile(errorMessage(error)));
    }
  }

  function drop(event: DragEvent<HTMLTextAreaElement>) {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void readFile(file);
  }

  const plan =
    checked &&
    planImport(
      checked.rows,
      (row) => checked.results.get(codeKey(row.code)),
      rows,
      shippingCents,
      priceCents,
    );
  const checking = checked !== null && checked.done < checked.all;
  const blocked = !plan || checking || plan.problem !== null;

  const actions = checked ? (
    <>
      <button type="button" className="button" onClick={back}>
        {T.back}
      </button>
      <button
        type="button"
        className="button primary"
        aria-disabled={blocked || undefined}
        onClick={() => {
          if (blocked || !plan) return;
          onAdd(plan);
          onClose();
        }}
      >
        {T.add(plan?.lines.length ?? 0)}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="button" onClick={onClose}>
        {T.cancel}
      </button>
      <button type="button" className="button primary" onClick={() => preview(text)}>
        {T.preview}
      </button>
    </>
  );

  return (
    <Dialog open title={T.title} onClose={onClose} actions={actions} className="import-dialog">
      {checked && plan ? (
        <ImportPreview
          rows={checked.rows}
          resultOf={(row) => checked.results.get(codeKey(row.code))}
          plan={plan}
          priceCents={priceCents}
          progress={checking ? T.checking(checked.done, checked.all) : null}
          problem={problemText(plan)}
        />
      ) : (
        <div className="import-source">
          <p id={`${id}-help`}>{T.help}</p>
          <label htmlFor={`${id}-text`}>{T.paste}</label>
          <textarea
            id={`${id}-text`}
            rows={6}
            value={text}
            aria-describedby={`${id}-help ${id}-drop`}
            onChange={(event) => setText(event.target.value)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop}
          />
          <p id={`${id}-drop`} className="hint">
            {T.drop}
          </p>
          <label htmlFor={`${id}-file`}>{T.file}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
          <p role="status" className="field-error">
            {note}
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** What keeps Add from being pressed, in words. */
function problemText(plan: ImportPlan): string | null {
  const { problem } = plan;
  if (!problem) return null;
  if (problem.kind === "lines") return T.tooMany(problem.lines, PURCHASE_ORDER_LIMITS.maxLines);
  if (problem.kind === "busy") return T.busy(problem.name);
  if (problem.kind === "nothing") return T.nothing;
  return T.tooBig;
}
