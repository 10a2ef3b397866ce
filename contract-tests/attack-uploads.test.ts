// Attack suite, the screenshot upload (issue 8, D18): oversize files, files that are not PNGs whatever
// they are called or typed as, a PNG under another name, and bodies that are not the contract's
// multipart. Each is refused with its reason, and the feedback inbox (the demo's, which keeps every
// report) reads the same afterwards; in process, the store counts no write either. The limits and
// the name are our fake's (D18, where the spec names no limit): strict tier, as the run's owner. The
// inbox is the demo extension's (D29): a provider without it is checked on its answers only.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { FEEDBACK_IMAGE } from "../schema/rest.ts";
import { call } from "./support/client.ts";
import { config } from "./support/config.ts";
import { session, unique } from "./support/sessions.ts";
import { assertRefused, type Refusal } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";
import { assertInboxUnchanged, inbox, PNG, PNG_BASE64, postImage, upload } from "./support/upload.ts";

const D18 = { strict: "D18" } as const;

/** `size` bytes starting with `head`. */
const bytes = (head: Uint8Array | number[], size = head.length) => {
  const data = new Uint8Array(size);
  data.set(head);
  return data;
};

const notPng: Refusal = { code: "BAD_USER_INPUT", message: "must be a PNG" };
const tooLarge: Refusal = { code: "PAYLOAD_TOO_LARGE", message: "at most 10 MB" };

const FILES: [string, Blob, string, Refusal][] = [
  [
    "a PNG one byte over 10 MB",
    new Blob([bytes(PNG, FEEDBACK_IMAGE.maxBytes + 1)]),
    FEEDBACK_IMAGE.fileName,
    tooLarge,
  ],
  ["a 12 MB file of zeros", new Blob([new Uint8Array(12 * 1024 * 1024)]), FEEDBACK_IMAGE.fileName, tooLarge],
  [
    "text typed as a PNG",
    new Blob(["not a picture"], { type: "image/png" }),
    FEEDBACK_IMAGE.fileName,
    notPng,
  ],
  [
    "a JPEG",
    new Blob([bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46], 64)]),
    FEEDBACK_IMAGE.fileName,
    notPng,
  ],
  ["a GIF", new Blob(["GIF89a\x01\x00\x01\x00"], { type: "image/gif" }), FEEDBACK_IMAGE.fileName, notPng],
  [
    "HTML with a script",
    new Blob(["<script>alert(1)</script>"], { type: "text/html" }),
    FEEDBACK_IMAGE.fileName,
    notPng,
  ],
  ["an empty file", new Blob([]), FEEDBACK_IMAGE.fileName, notPng],
  ["a PNG signature cut short", new Blob([PNG.subarray(0, 5)]), FEEDBACK_IMAGE.fileName, notPng],
  [
    "a PNG named page.html",
    new Blob([PNG], { type: "image/png" }),
    "page.html",
    { code: "BAD_USER_INPUT", message: "screenshot.png" },
  ],
  [
    "a PNG named with a path",
    new Blob([PNG]),
    "../../screenshot.png",
    { code: "BAD_USER_INPUT", message: "screenshot.png" },
  ],
];

async function setting() {
  const { token } = await session("owner");
  return { token, before: await inbox(token) };
}

const assertUnchanged = assertInboxUnchanged;

describe("attack-uploads", () => {
  contract(
    "oversize files and files that are not PNGs, or not named screenshot.png, are refused; the inbox stays",
    D18,
    async () => {
      const { token, before } = await setting();
      for (const [what, file, name, refusal] of FILES) {
        assertRefused(await upload(token, file, name), refusal, what);
        await assertUnchanged(token, before, what);
      }
    },
  );

  contract(
    "a body that is not the contract's multipart is refused, and so is an over-long message; the inbox stays",
    D18,
    async () => {
      const { token, before } = await setting();
      const form = (entries: [string, string | Blob][]) => {
        const data = new FormData();
        for (const [name, value] of entries) data.append(name, value);
        return data;
      };
      const message = "The total looks off";
      for (const [what, send, refusal] of [
        [
          "JSON instead of multipart",
          () => postImage(token, JSON.stringify({ feedbackMessage: message }), "application/json"),
          "multipart",
        ],
        ["no file", () => postImage(token, form([["feedbackMessage", message]])), "file"],
        [
          "the file sent as text",
          () =>
            postImage(
              token,
              form([
                ["feedbackMessage", message],
                ["file", PNG.toString("latin1")],
              ]),
            ),
          "file",
        ],
        [
          "no message",
          () => postImage(token, form([["file", new File([PNG], FEEDBACK_IMAGE.fileName)]])),
          "feedbackMessage",
        ],
        [
          "a message of 5001 characters",
          () => upload(token, new Blob([PNG]), FEEDBACK_IMAGE.fileName, "x".repeat(5001)),
          "5000 characters",
        ],
        [
          "a text report of 5001 characters",
          () => call("feedback", { token, body: { feedback: "x".repeat(5001) } }),
          "5000 characters",
        ],
        [
          "a blank text report",
          () => call("feedback", { token, body: { feedback: " \n\t " } }),
          "Describe the issue",
        ],
      ] as const) {
        assertRefused(await send(), { code: "BAD_USER_INPUT", message: refusal }, what);
        await assertUnchanged(token, before, what);
      }
    },
  );

  contract(
    "the same PNG as screenshot.png is kept, so each refusal above was the file's doing",
    D18,
    async () => {
      const { token, before } = await setting();
      const message = `The total looks off ${unique("upload")}`;
      assert.is(
        (await upload(token, new Blob([PNG], { type: "image/png" }), undefined, message)).status,
        200,
      );
      // Its type is not trusted either way: the signature decides.
      assert.is(
        (await upload(token, new Blob([PNG], { type: "text/html" }), undefined, message)).status,
        200,
      );
      // Both are in the inbox, newest first, with the picture itself, and nothing else was stored.
      const after = await inbox(token);
      if (after.writes !== null) assert.is(after.writes, before.writes! + 2, "two writes");
      if (after.feedback === null) return; // a provider without the demo's inbox (D29)
      const [first, second, ...rest] = after.feedback;
      const screenshot = `data:image/png;base64,${PNG_BASE64}`;
      for (const report of [first, second])
        assert.equal(
          [report?.from, report?.message, report?.screenshot],
          [config.accounts.owner.email, message, screenshot],
        );
      assert.equal(rest, before.feedback, "the inbox beyond the two reports");
    },
  );
});
