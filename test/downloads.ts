// Screen tests: a download the page starts (an object URL on a temporary <a download>, as
// src/lib/save-file.ts makes it), caught before happy-dom tries to navigate to the blob: URL.
import { resolveObjectURL, type Blob as NodeBlob } from "node:buffer";
import { waitFor } from "@testing-library/react";

/**
 * Catches the next download the page starts; `arrived()` waits for it inside waitFor, `caught()` says
 * whether one came without waiting, and `stop()` stops listening (a test that expects none).
 */
export function nextDownload() {
  let caught: { fileName: string; blob: NodeBlob } | undefined;
  function onClick(event: MouseEvent) {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute("download")) return;
    event.preventDefault(); // happy-dom would otherwise try to navigate to the blob: URL
    document.removeEventListener("click", onClick, true);
    caught = { fileName: link.download, blob: resolveObjectURL(link.href)! };
  }
  document.addEventListener("click", onClick, true);
  return {
    arrived: () =>
      waitFor(() => {
        if (!caught) throw new Error("no download yet");
        return caught;
      }),
    caught: () => caught,
    stop: () => document.removeEventListener("click", onClick, true),
  };
}
