// Hands a file the app holds in memory to the browser as a download: an object URL on a temporary
// <a download>, clicked, then removed and revoked.

/** Downloads `blob` under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // In the document: older Firefox ignores a click on a detached link.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The next task, not now: the click has resolved the URL by then, and some browsers start reading
    // the file only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
