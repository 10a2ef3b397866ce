// Fault injection: added latency, an error rate and offline, applied to every call but the
// demo's own. The form starts from the settings in effect, which are shown above it.
import { useId, useState, type FormEvent } from "react";
import { MAX_LATENCY_MS, type Faults } from "../../../../schema/rest.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { DEMO_TEXT } from "../strings.ts";
import { useDemoFaults } from "../api/demo-faults.ts";
import { useSetDemoFaults } from "../api/set-demo-faults.ts";
import { faultSummary, toPercent } from "./fault-summary.ts";
import { LoadFailure } from "./message-list.tsx";

const T = DEMO_TEXT.faults;

interface Draft {
  latency: string;
  percent: string;
  offline: boolean;
}

/** The settings the draft asks for, or what is wrong with each field. */
function parseDraft(draft: Draft): { faults: Faults } | { errors: { latency?: string; percent?: string } } {
  const latency = draft.latency.trim();
  const percent = Number(draft.percent.trim());
  const latencyOk = /^\d+$/.test(latency) && Number(latency) <= MAX_LATENCY_MS;
  const percentOk = draft.percent.trim() !== "" && Number.isFinite(percent) && percent >= 0 && percent <= 100;
  if (!latencyOk || !percentOk)
    return {
      errors: {
        latency: latencyOk ? undefined : T.badLatency(MAX_LATENCY_MS),
        percent: percentOk ? undefined : T.badErrorRate,
      },
    };
  return { faults: { latencyMs: Number(latency), errorRate: percent / 100, offline: draft.offline } };
}

function FaultForm({ current }: { current: Faults }) {
  const apply = useSetDemoFaults();
  const offlineId = useId();
  const [draft, setDraft] = useState<Draft>({
    latency: String(current.latencyMs),
    percent: String(toPercent(current.errorRate)),
    offline: current.offline,
  });
  const [errors, setErrors] = useState<{ latency?: string; percent?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setApplied(false);
    setFailure(null);
    const parsed = parseDraft(draft);
    if ("errors" in parsed) return setErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      await apply(parsed.faults);
      setApplied(true);
    } catch (error) {
      setFailure(T.applyFailed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  const change = (patch: Partial<Draft>) => {
    setApplied(false);
    setDraft((old) => ({ ...old, ...patch }));
  };

  return (
    <form className="demo-faults" aria-label={T.tab} noValidate onSubmit={submit}>
      <Field
        label={T.latency}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LATENCY_MS}
        step={1}
        value={draft.latency}
        error={errors.latency}
        onChange={(event) => change({ latency: event.target.value })}
      />
      <Field
        label={T.errorRate}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="any"
        value={draft.percent}
        error={errors.percent}
        onChange={(event) => change({ percent: event.target.value })}
      />
      <div className="demo-checkbox">
        <input
          id={offlineId}
          type="checkbox"
          checked={draft.offline}
          onChange={(event) => change({ offline: event.target.checked })}
        />
        <label htmlFor={offlineId}>{T.offline}</label>
      </div>
      <FormError>{failure}</FormError>
      <div className="demo-actions">
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? T.applying : T.apply}
        </BusyButton>
        <p role="status" className="notice">
          {applied ? T.applied : ""}
        </p>
      </div>
    </form>
  );
}

/** The fault injection tab: what is in effect, and the form to change it. */
export function FaultSettings() {
  const { data, error, mutate } = useDemoFaults();
  return (
    <>
      <p className="demo-note">{T.intro}</p>
      {error ? (
        <LoadFailure message={T.failed(errorMessage(error))} retry={() => void mutate()} />
      ) : data ? (
        <>
          <p className="demo-current">
            <strong>{T.current}</strong> {faultSummary(data)}
          </p>
          <FaultForm current={data} />
        </>
      ) : (
        <Loading text={T.loading} />
      )}
    </>
  );
}
