// Debounced edits that have not been sent yet register here, so nothing a user typed is lost: sign-out
// waits for them, and hiding the tab sends them at once (DEVELOPERS.md standards, spec section 4 timing).

type Flush = () => Promise<void>;

const pending = new Set<Flush>();

/** Registers a screen's flush; returns the function that unregisters it. */
export function registerPendingSave(flush: Flush): () => void {
  pending.add(flush);
  return () => pending.delete(flush);
}

/** Sends every pending edit now; failures stay with their screens, which say so and retry. */
export async function flushPendingSaves(): Promise<void> {
  await Promise.allSettled([...pending].map((flush) => flush()));
}

if (typeof document !== "undefined")
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void flushPendingSaves();
  });
