// Whether the open screen is busy: the user pressed a key in one of its fields a moment ago, or a screen
// holds unsaved input or a save on its way (the edit screen registers its queue's state here; every
// write through api/ counts while on its way). Fresh
// reads (api/fresh.ts) wait while it is busy, so a re-read never lands under the user's fingers.

let lastKeyAt = Number.NEGATIVE_INFINITY;
let writesOnTheirWay = 0;
const holds = new Set<() => boolean>([() => writesOnTheirWay > 0]);

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

if (typeof document !== "undefined")
  document.addEventListener(
    "keydown",
    (event) => {
      if (isField(event.target)) lastKeyAt = Date.now();
    },
    true,
  );

/** Holds fresh reads back while `busy()` says so (unsaved input, a save on its way); returns the release. */
export function holdFreshReads(busy: () => boolean): () => void {
  holds.add(busy);
  return () => holds.delete(busy);
}

/** Holds fresh reads back until `write` (a call that changes something) has settled; returns it. */
export function whileWriting<T>(write: Promise<T>): Promise<T> {
  writesOnTheirWay += 1;
  const settled = () => void (writesOnTheirWay -= 1);
  write.then(settled, settled);
  return write;
}

/** No key pressed in a field for `typingPause` ms and nothing held: a re-read may come. */
export const screenIdle = (typingPause: number): boolean =>
  Date.now() - lastKeyAt >= typingPause && ![...holds].some((busy) => busy());
