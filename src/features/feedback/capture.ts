// The page capture for a report (spec section 9): html2canvas, loaded only when a report is started,
// images waited for up to 15000 ms, scaled by the device pixel ratio, as a PNG. A failure is kept as
// an error state and never shown (spec section 8): the report then goes out as text.

export interface Capture {
  image: Blob | null;
  error: unknown;
}

export const capture = {
  /** Captures `element` (the page) as a PNG; swapped out in screen tests (happy-dom has no canvas). */
  async page(element: HTMLElement = document.body): Promise<Capture> {
    try {
      const { default: html2canvas } = await import("html2canvas");
      const canvas = await html2canvas(element, {
        imageTimeout: 15000,
        scale: window.devicePixelRatio,
        logging: false,
      });
      const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      return { image, error: image ? null : new Error("The page could not be turned into a PNG.") };
    } catch (error) {
      return { image: null, error };
    }
  },
};
