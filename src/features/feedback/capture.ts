// The page capture for a report (spec section 9): modern-screenshot (the browser draws the page
// itself through an SVG foreignObject), loaded only when a report is started, images and fonts
// waited for up to 15000 ms, scaled by the device pixel ratio, as a PNG. A failure is kept as an
// error state and never shown (spec section 8): the report then goes out as text.
// Why not html2canvas: 47.2 kB gzip against 10.4 kB; with it the whole app was 196 kB, over the
// 180 kB budget of docs/ARCHITECTURE.md, Budgets.

export interface Capture {
  image: Blob | null;
  error: unknown;
}

const CAPTURE_TIMEOUT_MS = 15000;

export const capture = {
  /** Captures `element` (the whole page) as a PNG; swapped out in screen tests (happy-dom has no canvas). */
  async page(element: HTMLElement = document.body): Promise<Capture> {
    try {
      const { domToBlob } = await import("modern-screenshot");
      const page = document.documentElement;
      const image = await domToBlob(element, {
        type: "image/png",
        scale: window.devicePixelRatio,
        timeout: CAPTURE_TIMEOUT_MS,
        // The whole document, not only the part in the window, on the page's own background.
        width: page.scrollWidth,
        height: page.scrollHeight,
        backgroundColor: getComputedStyle(element).backgroundColor,
        // The copy is laid out on its own: keep the page's margin, and leave out what a browser with
        // scripts never shows (<noscript>).
        style: { margin: getComputedStyle(element).margin },
        filter: (node) => node.nodeName !== "NOSCRIPT",
      });
      return { image, error: image.size ? null : new Error("The page could not be turned into a PNG.") };
    } catch (error) {
      return { image: null, error };
    }
  },
};
