// The demo bar (only when the config says mock; app.tsx loads it as its own chunk): a slim
// strip above the app, in the page flow so it covers none of the app's controls or toasts. It names
// the signed-in account and store, says which faults are on (a demo whose calls fail on purpose must
// not pass for a broken app), resets the demo data and opens the demo panel.
import { useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { useSession } from "../../../session/session-context.tsx";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DEMO_TEXT } from "../strings.ts";
import { useDemoFaults } from "../api/demo-faults.ts";
import { resetDemo } from "../api/reset-demo.ts";
import { faultsOn, faultSummary } from "./fault-summary.ts";
import { DemoPanel } from "./demo-panel.tsx";

const T = DEMO_TEXT;

function WhoIsSignedIn() {
  const session = useSession();
  if (!session) return <span>{T.signedOut}</span>;
  const { user, claims } = session;
  return (
    <>
      <span>
        {T.signedInAs} <strong>{user.email}</strong>
        {claims.Role && ` (${claims.Role})`}
      </span>
      <span>
        {T.store} <strong>{user.activeStore?.name ?? T.noStore}</strong>
      </span>
    </>
  );
}

/** Which faults are on, while any is (shared with the panel's form through SWR's cache). */
function FaultsInEffect() {
  const { data } = useDemoFaults();
  if (!data || !faultsOn(data)) return null;
  return (
    <span className="demo-bar-faults">
      <strong>{T.faults.barOn}</strong> {faultSummary(data)}
    </span>
  );
}

export function DemoBar() {
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  async function reset() {
    setAsking(false);
    if (resetting) return;
    setResetting(true);
    setFailure(null);
    try {
      await resetDemo(); // ends in a page reload
    } catch (error) {
      setFailure(T.resetFailed(errorMessage(error)));
    } finally {
      setResetting(false);
    }
  }

  return (
    <section className="demo-bar" aria-label={T.region}>
      <span className="demo-badge">{T.badge}</span>
      <WhoIsSignedIn />
      <FaultsInEffect />
      <span className="demo-bar-actions">
        <BusyButton className="demo-bar-button" busy={resetting} onClick={() => setAsking(true)}>
          {resetting ? T.resetting : T.reset}
        </BusyButton>
        <button type="button" className="demo-bar-button" onClick={() => setPanelOpen(true)}>
          {T.open}
        </button>
      </span>
      {failure && (
        <span className="demo-bar-error" role="alert">
          {failure}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        message={T.resetConfirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => void reset()}
      />
      <DemoPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </section>
  );
}
