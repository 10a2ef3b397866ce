// The demo panel: the outbox, the feedback inbox and fault injection, as tabs in one dialog.
import { useState } from "react";
import { Dialog } from "../../../ui/dialog.tsx";
import { DEMO_TEXT } from "../strings.ts";
import { FaultSettings } from "./fault-form.tsx";
import { FeedbackList } from "./feedback-list.tsx";
import { OutboxList } from "./outbox-list.tsx";
import { Tabs } from "./tabs.tsx";

const T = DEMO_TEXT;

type DemoTab = "outbox" | "feedback" | "faults";

export function DemoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Kept while the panel is closed: it opens again where the presenter left it.
  const [tab, setTab] = useState<DemoTab>("outbox");
  return (
    <Dialog
      open={open}
      title={T.title}
      onClose={onClose}
      className="demo-panel"
      actions={
        <button type="button" className="button" onClick={onClose}>
          {T.close}
        </button>
      }
    >
      <Tabs
        label={T.sections}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: "outbox", label: T.outbox.tab, panel: () => <OutboxList onNavigate={onClose} /> },
          { key: "feedback", label: T.feedback.tab, panel: () => <FeedbackList /> },
          { key: "faults", label: T.faults.tab, panel: () => <FaultSettings /> },
        ]}
      />
    </Dialog>
  );
}
