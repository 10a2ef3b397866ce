// A value another user changed while this user's own was unsaved (D219): both shown, as two buttons
// under the field, in a group named after it, one press (click, tap, Enter or Space) settles it. The
// conflict is announced when it arises (edit/engine/use-others.ts); nothing is sent until then.
import { useEffect, useRef } from "react";
import { OTHERS_TEXT as T } from "../shared/strings.ts";
import type { Conflict } from "./engine/others.ts";
import type { Keep } from "./engine/use-others.ts";

interface ConflictChoiceProps {
  conflict: Conflict;
  /** The user's own value as the choice says it. */
  mine: string;
  onChoose(keep: Keep): void;
}

export function ConflictChoice({ conflict, mine, onChoose }: ConflictChoiceProps) {
  const group = useRef<HTMLDivElement>(null);
  // Shown under the field the user was typing in: brought into view if the bottom bar hid it (its
  // scroll margin clears the bar, edit.css). Focus stays where it is.
  useEffect(() => {
    group.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <div ref={group} role="group" aria-label={T.conflictGroup(conflict.label)} className="edit-conflict">
      <button type="button" className="button conflict-theirs" onClick={() => onChoose("theirs")}>
        {T.useTheirs(conflict.theirs)}
      </button>
      <button type="button" className="button conflict-mine" onClick={() => onChoose("mine")}>
        {T.keepMine(mine)}
      </button>
    </div>
  );
}
