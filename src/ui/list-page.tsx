// The shell of a list screen (spec section 2): its title, the actions beside it, a toolbar (filters)
// and the list below. A screen that swaps what is listed (Products' "below N in stock") keeps one
// shell, so its toolbar stays mounted: focus and what was typed there survive the switch. A failed
// load replaces the page (spec section 8), unless the service could not be reached and rows are
// shown: then a notice with Try Again (D27).
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { FailedLoadNotice, failedLoadPage, type LoadState } from "./failed-load.tsx";
import { PageTitle } from "./page-title.tsx";
import { UI_TEXT } from "./strings.ts";
import { useToast } from "./toasts.tsx";
import type { Paging } from "./use-paging.ts";

interface ListPageProps {
  title: string;
  /** The load of what is listed now (the api's loadStateOf). */
  load: LoadState;
  /** Beside the title, e.g. a create button. */
  actions?: ReactNode;
  /** Between the title and the list, e.g. a filter. */
  toolbar?: ReactNode;
  /** The list's paging, when it is paged: a later page refused falls back to page 1. */
  paging?: Paging;
  children: ReactNode;
}

/**
 * A later page the provider refuses (its cursor from a link made before the list shrank, or made in
 * another store) is no missing list: page 1 in its place, said in a toast, never the not-found page.
 */
function useStalePage(load: LoadState, paging: Paging | undefined): boolean {
  const toast = useToast();
  const stale = !!paging && paging.page.direction !== "none" && load.failure === "refused";
  // Once per refused page: on `stale` turning true, not on every render's new paging object; with the
  // paging and toasts of the latest render.
  const fallBack = useEffectEvent(() => {
    paging?.restart();
    toast.error(UI_TEXT.table.stalePage);
  });
  useEffect(() => {
    if (stale) fallBack();
  }, [stale]);
  return stale;
}

export function ListPage({ title, load, actions, toolbar, paging, children }: ListPageProps) {
  const stale = useStalePage(load, paging);
  const failed = stale ? null : failedLoadPage(load);
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
