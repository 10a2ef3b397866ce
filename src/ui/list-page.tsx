// The shell of a list screen (spec section 2): its title, the actions beside it, a toolbar (filters)
// and the list below. A screen that swaps what is listed (Products' "below N in stock") keeps one
// shell, so its toolbar stays mounted: focus and what was typed there survive the switch. A failed
// load replaces the page (spec section 8), unless the service could not be reached and rows are
// shown: then a notice with Try Again (docs/decisions/failure-states.md).
import type { ReactNode } from "react";
import { FailedLoadNotice, failedLoadPage, type LoadState } from "./failed-load.tsx";
import { PageTitle } from "./page-title.tsx";

interface ListPageProps {
  title: string;
  /** The load of what is listed now (the api's loadStateOf). */
  load: LoadState;
  /** Beside the title, e.g. a create button. */
  actions?: ReactNode;
  /** Between the title and the list, e.g. a filter. */
  toolbar?: ReactNode;
  children: ReactNode;
}

export function ListPage({ title, load, actions, toolbar, children }: ListPageProps) {
  const failed = failedLoadPage(load);
  if (failed) return failed;
  return (
    <main className="page">
      <div className="page-header">
        <PageTitle>{title}</PageTitle>
        <h1>{title}</h1>
        {actions}
      </div>
      {toolbar}
      {/* Another page or size that did not load: the rows shown stay, with a way to ask again. */}
      <FailedLoadNotice load={load} />
      {children}
    </main>
  );
}
