// Debounced edits that have not been sent yet register here, so nothing a user typed is lost: sign-out
// waits for them, hiding the tab sends them at once (spec section 4 timing), and a 401, which reloads
// the page, lets each keep what it could not send (D30).

type Flush = () => Promise<void>;

interface PendingSave {
  flush: Flush;
  keep?: () => void;
}

const pending = new Set<PendingSave>();

/** Registers a screen's flush (and what it does when the page is about to go); returns the unregister. */
export function registerPendingSave(flush: Flush, keep?: () => void): () => void {
  const save = { flush, keep };
  pending.add(save);
  return () => pending.delete(save);
}

/** Sends every pending edit now; failures stay with their screens, which say so and retry. */
export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...pending].map((save) => save.flush()));
}

/** The session ended and the page is about to reload: each keeps its unsent edits for later. */
export function keepPendingSaves(): void {
  for (const save of [...pending]) save.keep?.();
}

if (typeof document !== "undefined")
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void flushPendingSaves();
  });
