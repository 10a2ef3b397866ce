// How every screen that loads something shows a failed load (D27), decided
// here once: a record or route that is not there, or a refusal, keeps the spec's page (not-found, or the
// generic error screen); a service that could not be reached gets the unavailable state with Try Again.
// A screen that already shows something (rows, a form being filled in) stays, with a notice instead.
import type { ReactNode } from "react";
import type { FailureKind } from "../lib/failure.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { RetryNotice, UnavailablePage } from "./unavailable.tsx";

export interface LoadState {
  /** What the load's error means (the api's failureKind); undefined when it did not fail. */
  failure: FailureKind | undefined;
  /** True when the screen has something to show from an earlier answer. */
  shown: boolean;
  /** Asks again (SWR's mutate). */
  onRetry(): void;
  /** True while asking again. */
  busy: boolean;
}

/**
 * The page that replaces the whole screen, or null when the screen stays. `otherwise` is the spec's
 * page for a missing record or a refusal; the not-found page unless given.
 */
export function failedLoadPage(load: LoadState, otherwise: ReactNode = <NotFoundPage />): ReactNode {
  if (!load.failure) return null;
  if (load.failure !== "unavailable") return otherwise;
  return load.shown ? null : <UnavailablePage onRetry={load.onRetry} busy={load.busy} />;
}

/** Inside a screen that stayed: the notice that its latest load did not reach the service. */
export function FailedLoadNotice({ load }: { load: LoadState }) {
  if (load.failure !== "unavailable") return null;
  return <RetryNotice onRetry={load.onRetry} busy={load.busy} />;
}
