// The screenshot's structure (issue 13 finding 10, D53): a PNG with HTML after it, a PNG header followed
// by SVG and a file claiming 100000x100000 pixels were stored, being checked by their first bytes only.
// Each file below is refused with its reason and the inbox reads the same afterwards; a screenshot of a
// 1920x1080 screen at device pixel ratio 2 and one of exactly 40 million pixels are kept. The checks
// and their limits are our fake's (D53): strict tier, as the run's owner; the inbox is the demo
// extension's (D29), read where the provider has it.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { session, unique } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";
import { assertInboxUnchanged, inbox, PNG, pngChunk, upload } from "./support/upload.ts";

const D53 = { strict: "D53" } as const;

const SIGNATURE = PNG.subarray(0, 8);

function ihdr(width: number, height: number, depth = 8, colour = 6) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, 0, 0, 0], 8);
  return pngChunk("IHDR", data);
}

// The 1x1 PNG's own image data; a header claiming more pixels is not decoded, only its size is read.
const IDAT = pngChunk("IDAT", PNG.subarray(41, PNG.length - 16));
const png = (...chunks: Buffer[]) => new Blob([Buffer.concat([SIGNATURE, ...chunks])]);
const picture = (width: number, height: number) => png(ihdr(width, height), IDAT, pngChunk("IEND"));

const damaged = Buffer.from(IDAT);
damaged[damaged.length - 1]! ^= 0xff;

const FILES: [string, Blob, string][] = [
  [
    "a PNG with HTML after its end",
    new Blob([PNG, "<html><script>alert(1)</script>"]),
    "follow its end (IEND)",
  ],
  [
    "a PNG signature followed by SVG",
    new Blob([SIGNATURE, '<svg xmlns="http://www.w3.org/2000/svg"/>']),
    "chunk",
  ],
  ["a PNG claiming 100000x100000 pixels", picture(100_000, 100_000), "at most 40 million pixels"],
  ["a PNG one row over 40 million pixels", picture(8000, 5001), "is 8000x5001 pixels"],
  ["a PNG of 0x1 pixels", picture(0, 1), "size 0x1 is impossible"],
  [
    "a PNG with a bit depth its colour type does not have",
    png(ihdr(1, 1, 3, 6), IDAT, pngChunk("IEND")),
    "pixel format",
  ],
  [
    "a PNG whose first chunk is not IHDR",
    png(IDAT, ihdr(1, 1), pngChunk("IEND")),
    "does not start with its header",
  ],
  ["a PNG with a damaged chunk", png(ihdr(1, 1), damaged, pngChunk("IEND")), "IDAT is damaged"],
  ["a PNG cut before its end", png(ihdr(1, 1), IDAT), "has no end (IEND)"],
  ["a PNG whose chunk runs past the file", new Blob([PNG.subarray(0, PNG.length - 20)]), "runs past the end"],
  ["a PNG with no image data", png(ihdr(1, 1), pngChunk("IEND")), "no image data"],
];

describe("attack-png", () => {
  contract(
    "PNGs broken in structure, padded after their end or too many pixels are refused; the inbox stays",
    D53,
    async () => {
      const { token } = await session("owner");
      const before = await inbox(token);
      for (const [what, file, reason] of FILES) {
        assertRefused(await upload(token, file), { code: "BAD_USER_INPUT", message: reason }, what);
        await assertInboxUnchanged(token, before, what);
      }
    },
  );

  contract(
    "a 3840x2160 screenshot (1920x1080 at device pixel ratio 2) and one of exactly 40 million pixels are kept",
    D53,
    async () => {
      const { token } = await session("owner");
      const before = await inbox(token);
      const message = `A large screen ${unique("screenshot")}`;
      for (const [width, height] of [
        [3840, 2160],
        [8000, 5000],
      ] as const) {
        const res = await upload(token, picture(width, height), undefined, message);
        assert.is(res.status, 200, `${width}x${height}: ${JSON.stringify(res.body)}`);
      }
      // Both reports stored, newest first, and nothing else: the inbox beyond them as it was.
      const after = await inbox(token);
      if (after.writes !== null) assert.is(after.writes, before.writes! + 2, "two writes");
      if (after.feedback === null) return; // a provider without the demo's inbox (D29)
      assert.equal(
        after.feedback.slice(0, 2).map((report) => report.message),
        [message, message],
        "the two reports",
      );
      // The inbox answers its newest 20 (D144's page): the two new ones push as many older ones off it.
      const kept = before.feedback!.slice(0, after.feedback.length - 2);
      assert.equal(after.feedback.slice(2), kept, "the inbox beyond the two reports");
    },
  );
});
