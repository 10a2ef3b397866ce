// What an empty list says inside its table frame: a sentence naming what is not there
// yet and, for a user who may, the first thing to do. DataTable keeps the spec's 'No Data In Table' as
// the cell's accessible text before it.
import type { ReactNode } from "react";

export function EmptyList({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <span className="empty-list">
      <strong className="empty-list-title">{title}</strong>
      {hint && <span className="empty-list-hint">{hint}</span>}
      {action && <span className="empty-list-action">{action}</span>}
    </span>
  );
}
