// The screenshot upload (D18) as multipart, the way the app sends it: `file` and `feedbackMessage`.
import { FEEDBACK_IMAGE } from "../../schema/rest.ts";
import { apiBase, ensureProvider } from "./target.ts";

/** A 1x1 PNG: the signature, IHDR, IDAT and IEND chunks. */
export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG = Buffer.from(PNG_BASE64, "base64");

/** POSTs /feedback/image; answers status and body as sent, like `call`. */
export async function upload(
  token: string | null,
  file: Blob,
  name: string = FEEDBACK_IMAGE.fileName,
  message = "The total looks off",
) {
  await ensureProvider();
  const form = new FormData();
  form.append("file", file, name);
  form.append("feedbackMessage", message);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await fetch(new URL("feedback/image", apiBase), { method: "POST", headers, body: form });
  const text = await res.text();
  let body: any = text; // any: each test reads the fields it asserts on, as with `call`
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text so a failing assertion shows it
  }
  return { status: res.status, body };
}
