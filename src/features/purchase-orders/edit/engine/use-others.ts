// The edit screen's side of D219: every order that reaches the screen is seen by the order's watch;
// another user's change updates its field with a notice, and one to a value the user holds unsaved (or
// that is being typed) becomes a conflict: the user's value is held back from the queue, the field shows
// both, and `choose` settles it. Notices are polite toasts; a conflict is an assertive one.
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { useToast } from "../../../../ui/toasts.tsx";
import { takeOwnWrite } from "../../shared/api/own-writes.ts";
import { OTHERS_TEXT as T } from "../../shared/strings.ts";
import {
  draftText,
  keysOfItem,
  onlyKey,
  shownMine,
  valuesOf,
  withoutKeys,
  type FieldKey,
  type Seen,
} from "./others.ts";
import type { EditQueue } from "./queue.ts";
import { mergeChanges, type Changes, type Group } from "./state.ts";
import type { OrderWatch } from "./watch.ts";

/** At most this many notices at once; more are counted in the last one. */
const MAX_NOTICES = 3;

export type Keep = "mine" | "theirs";

interface OthersProps {
  order: PurchaseOrderDetail;
  queue: EditQueue;
  watch: OrderWatch;
  drafts: Changes;
  setDrafts(update: (drafts: Changes) => Changes): void;
  edit(change: (changes: Changes) => Changes, group: Group): void;
}

export function useOthersChanges({ order, queue, watch, drafts, setDrafts, edit }: OthersProps) {
  const toast = useToast();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The drafts as last rendered, for the watch's listener and `choose`, which run outside a render.
  const draftsNow = useRef(drafts);
  useEffect(() => {
    draftsNow.current = drafts;
  });
  const poid = order.id;

  useEffect(() => {
    const stop = watch.listen({
      local: () => ({ pending: valuesOf(queue.pending()) }),
      own: (key, value) => takeOwnWrite(poid, key, value),
      seen: (seen: Seen) => {
        const gone = seen.removed.flatMap(keysOfItem);
        const dropped = new Set([...seen.updated, ...gone]);
        const held = new Set([...seen.conflicts.map((conflict) => conflict.key), ...gone]);
        if (dropped.size) setDrafts((d) => withoutKeys(d, dropped));
        if (held.size) queue.amend((waiting) => withoutKeys(waiting, held));
        const { notices } = seen;
        const shown =
          notices.length > MAX_NOTICES
            ? [
                ...notices.slice(0, MAX_NOTICES - 1),
                T.more(notices[MAX_NOTICES - 1]!, notices.length - MAX_NOTICES),
              ]
            : notices;
        for (const notice of shown) toast.success(notice);
        for (const conflict of seen.conflicts) {
          const mine = draftText(draftsNow.current, conflict.key) ?? "";
          toast.error(T.conflict(conflict.label, conflict.theirs, shownMine(conflict.key, mine)));
        }
        rerender();
      },
    });
    return () => {
      stop();
      // Leaving with a choice open: the user's value goes with the screen, and is said to.
      const open = [...watch.conflicts.values()].map((conflict) => conflict.label);
      if (open.length) toast.error(T.leftOpen(open.join(", ")));
    };
  }, [watch, queue, poid, setDrafts, toast]);

  // Every new order object in the cache: a fresh read, a save's answer, the read before a save.
  useEffect(() => void watch.see(order), [watch, order]);

  const choose = useCallback(
    (key: FieldKey, keep: Keep) => {
      if (!watch.conflicts.has(key)) return;
      watch.resolve(key);
      if (keep === "theirs") setDrafts((d) => withoutKeys(d, new Set([key])));
      else {
        const mine = onlyKey(draftsNow.current, key);
        edit((changes) => mergeChanges(changes, mine), key.startsWith("cell:") ? "cells" : "order");
      }
      rerender();
    },
    [watch, setDrafts, edit],
  );

  return { conflicts: watch.conflicts, choose };
}
