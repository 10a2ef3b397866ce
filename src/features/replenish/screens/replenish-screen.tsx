// Replenish (/replenish, buyers; issue 30 item 3, D228, D229): the store's target level, then what to
// order, by the supplier each line was last bought from, and Draft Orders, the screen's one main
// action (also in the command palette), which drafts one OPEN order per supplier and lists them.
import { useRef, useState } from "react";
import { useExtensions } from "../../../api/extensions.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { ListPage } from "../../../ui/list-page.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useReplenishData } from "../api/replenish-reads.ts";
import { DraftedOrders } from "../components/drafted-orders.tsx";
import { ReplenishGroup } from "../components/replenish-group.tsx";
import { TargetForm } from "../components/target-form.tsx";
import { bySupplier, replenishLines, toOrder } from "../replenish-rules.ts";
import { REPLENISH_TEXT } from "../strings.ts";
import { useTargets } from "../target-level.ts";
import { useDraftOrders, type DraftResult } from "../use-draft-orders.ts";

const T = REPLENISH_TEXT;

export function ReplenishScreen() {
  const read = useReplenishData();
  // Where the provider stores reorder levels, the device's target is for the lines without them (D246).
  const storedLevels = useExtensions().has("reorder");
  const { targets, setStore, setLine } = useTargets();
  const { draft, pendingIds } = useDraftOrders();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DraftResult | null>(null);
  // Every tracked line by default; the lines to order alone make a long list short.
  const [onlyNeeded, setOnlyNeeded] = useState(false);
  const running = useRef(false);

  const lines = read.data && replenishLines(read.data.products, read.data.orders, targets, pendingIds());
  const groups = lines ? bySupplier(lines) : [];
  const plan = toOrder(groups);
  const needing = plan.reduce((n, group) => n + group.lines.length, 0);
  // With nothing to order, an unfinished run's orders still want finishing: they count as on order after.
  const unfinished = pendingIds().size > 0;
  const waiting = busy || !read.data || (plan.length === 0 && !unfinished);
  useScreenActions(!waiting ? [{ id: "draft-orders", label: T.draft.action, run: () => void run() }] : []);

  async function run() {
    if (running.current || waiting) return;
    running.current = true;
    setBusy(true);
    setResult(null);
    setResult(await draft(plan));
    running.current = false;
    setBusy(false);
  }

  return (
    <ListPage
      title={T.title}
      load={loadStateOf(read)}
      toolbar={<TargetForm level={targets.store} stored={storedLevels} onSet={setStore} />}
    >
      <p className="replenish-intro">{T.intro}</p>
      {!lines ? (
        <Loading text={T.loading} />
      ) : lines.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          <section className="replenish-draft" aria-label={T.draft.action}>
            <p role="status">
              {plan.length === 0 && unfinished
                ? T.draft.unfinished
                : targets.store === null && needing === 0 && !lines.some((line) => line.stored)
                  ? T.target.none
                  : T.summary(needing, plan.length)}
            </p>
            <BusyButton className="button primary" busy={waiting} onClick={run}>
              {busy ? T.draft.busy : T.draft.action}
            </BusyButton>
            {result?.kind === "failed" && (
              <p role="alert" className="form-error">
                {result.text}
              </p>
            )}
            {result && <DraftedOrders orders={result.drafted} />}
          </section>
          <button
            type="button"
            className="button only-needed"
            aria-pressed={onlyNeeded}
            onClick={() => setOnlyNeeded(!onlyNeeded)}
          >
            {T.onlyNeeded}
          </button>
          {groups.map((group) => {
            const shown = onlyNeeded ? group.lines.filter((line) => (line.need ?? 0) > 0) : group.lines;
            return (
              shown.length > 0 && (
                <ReplenishGroup
                  key={group.key}
                  group={{ ...group, lines: shown }}
                  total={group.lines.length}
                  onTarget={setLine}
                />
              )
            );
          })}
        </>
      )}
    </ListPage>
  );
}
