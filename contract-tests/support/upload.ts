// The screenshot upload (D18) as multipart, the way the app sends it: `file` and `feedbackMessage`.
import { crc32 } from "node:zlib";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { FEEDBACK_IMAGE, REST } from "../../schema/rest.ts";
import { bearer, call, send } from "./client.ts";
import { apiBase, remote } from "./target.ts";
import { hasExtension } from "./tiers.ts";

/** A 1x1 PNG: the signature, IHDR, IDAT and IEND chunks. */
export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG = Buffer.from(PNG_BASE64, "base64");

/** One PNG chunk: length, type, data and its CRC (computed by zlib, not by the provider's code). */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** POSTs `body` to /feedback/image as given (`type`: a content type other than multipart's own). */
export function postImage(token: string | null, body: BodyInit, type?: string) {
  const headers = { ...bearer(token), ...(type && { "content-type": type }) };
  return send(new URL(REST.feedbackImage.path, apiBase), { method: "POST", headers, body });
}

/** POSTs a screenshot as the app does; answers status and body as sent, like `call`. */
export function upload(
  token: string | null,
  file: Blob,
  name: string = FEEDBACK_IMAGE.fileName,
  message = "The total looks off",
) {
  const form = new FormData();
  form.append("file", file, name);
  form.append("feedbackMessage", message);
  return postImage(token, form);
}

export interface Inbox {
  feedback: { from: string; message: string; screenshot: string | null }[] | null;
  writes: number | null;
}

/** The demo's whole inbox (null without the demo extension, D29) and, in process, the store's write counter. */
export async function inbox(token: string): Promise<Inbox> {
  return {
    feedback: (await hasExtension("demo")) ? (await call("demoFeedback", { token })).body.data : null,
    writes: remote ? null : (await sharedInProcessProvider()).provider.store.db.revision,
  };
}

/** Asserts a fresh read of the inbox (and the write counter) equals `before`. */
export const assertInboxUnchanged = async (token: string, before: Inbox, what: string) =>
  assert.equal(await inbox(token), before, `${what}: the inbox or the store changed`);
