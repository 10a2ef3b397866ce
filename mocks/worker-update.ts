// msw calls registration.update() on its worker at every start without handling the promise (msw's
// getWorkerInstance; mswjs/msw#2006). When that update check fails (the static host out of reach for a
// moment, or the registration on its way out), Chromium reports an uncaught "Failed to update a
// ServiceWorker" although nothing is wrong: the page goes on with the worker it has. This takes exactly
// that rejection off the page's uncaught errors. (The demo's worker no longer unregisters itself on a
// reload, scripts/site-files.mjs, which was how the sweep met it.)

const UPDATE_FAILED =
  /^Failed to update a ServiceWorker for scope \(.*\) with script \('[^']*\/mockServiceWorker\.js'\)/;

/** True for the rejection of msw's unhandled update() of its own worker, and nothing else. */
export const isWorkerUpdateRace = (reason: unknown): boolean =>
  reason instanceof TypeError && UPDATE_FAILED.test(reason.message);

/** From now on, that rejection does not reach the page's uncaught errors; every other one does. */
export function quietWorkerUpdateRace(target: Pick<Window, "addEventListener">): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (isWorkerUpdateRace(event.reason)) event.preventDefault();
  });
}
