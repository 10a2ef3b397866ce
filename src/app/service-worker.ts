// Production's service worker (scripts/pwa/worker.js), registered once the page has loaded so it
// never competes with the first screen. A worker that takes over a page an older one controlled is a
// new deploy: the app says "updated" once (UpdatedToast, in the signed-in shell's toasts).
type Listener = () => void;
let updated = false;
let announced = false;
const listeners = new Set<Listener>();

export function registerServiceWorker(
  basePath: string,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return; // not a secure context, or no worker support: the app runs as before
  const hadController = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    if (!hadController || updated) return; // the first install takes an uncontrolled page: no news
    updated = true;
    for (const listener of listeners) listener();
  });
  const register = () => void container.register(`${basePath}sw.js`, { scope: basePath }).catch(() => {});
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}

/** Calls `announce` once per page load when a new deploy has taken over (now or later); returns an unsubscribe. */
export function onceUpdated(announce: Listener): () => void {
  const listener = () => {
    if (announced) return;
    announced = true;
    announce();
  };
  if (updated) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
