// What the last scan did, seen and heard without sound: a counted line is a status
// message with a check mark; a code that names no line, or several, is an alert with a cross, and the
// scan field is marked invalid until the next good scan. Each alert is a new element, so a repeat of
// the same problem is announced again.
import { useState } from "react";

interface Feedback {
  kind: "ok" | "problem";
  text: string;
  seq: number;
  lastId: string | null;
}

export function useScanFeedback() {
  const [state, setState] = useState<Feedback | null>(null);
  return {
    state,
    invalid: state?.kind === "problem",
    lastId: state?.lastId ?? null,
    ok: (text: string, lastId: string) =>
      setState((was) => ({ kind: "ok", text, lastId, seq: (was?.seq ?? 0) + 1 })),
    problem: (text: string) =>
      setState((was) => ({ kind: "problem", text, lastId: null, seq: (was?.seq ?? 0) + 1 })),
  };
}

export function ScanFeedback({ feedback }: { feedback: ReturnType<typeof useScanFeedback> }) {
  const { state } = feedback;
  return (
    <div className="scan-feedback">
      <p role="status" className={state?.kind === "ok" ? "scan-ok" : undefined}>
        {state?.kind === "ok" ? state.text : ""}
      </p>
      {state?.kind === "problem" && (
        <p key={state.seq} role="alert" className="scan-problem">
          {state.text}
        </p>
      )}
    </div>
  );
}
