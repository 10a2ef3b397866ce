// A reload races msw's worker: the leaving page tells it "client closed", and with no other client
// left it unregisters itself (mockServiceWorker.js), while the arriving page has already found that
// registration and calls its update() without handling the promise (msw's getWorkerInstance; see
// mswjs/msw#2006). Chromium then rejects with "Failed to update a ServiceWorker ... Not found", an
// uncaught error although nothing is wrong: the page stays controlled by the worker, and the next
// load registers it again. This takes exactly that rejection off the page's uncaught errors.

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
