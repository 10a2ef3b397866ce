// Opening an attachment in a new tab (D240): the tab is opened on the press (a tab opened after an await
// is a pop-up the browser blocks), then pointed at a blob of the file read with the token. Where no tab
// could be opened the file is saved instead. The blob lives a minute: long enough for the tab to read it.
import { saveFile } from "../../../../lib/save-file.ts";
import { fetchAttachment } from "./api/notes.ts";

const BLOB_LIFE_MS = 60_000;

export async function openAttachment(
  orderId: string,
  file: { id: string; fileName: string; contentType: string },
) {
  const tab = window.open("", "_blank");
  try {
    const blob = await fetchAttachment(orderId, file.id);
    const typed = new Blob([blob], { type: file.contentType });
    if (!tab) return saveFile(typed, file.fileName);
    const url = URL.createObjectURL(typed);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFE_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
