// The screenshot check gives other requests turns (issue 26): one 10 MB upload held the HTTP server's
// event loop for about 0.5 s, 80 ms of it the CRCs of its chunks walked in one go.
import { crc32 } from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { pngProblem } from "./png.ts";

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `chunks` IDAT chunks of `bytes` each (its pixels are not decoded, only walked). */
function png(chunks: number, bytes: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1000, 0);
  header.writeUInt32BE(1000, 4);
  header[8] = 8;
  header[9] = 2;
  const data = Array.from({ length: chunks }, () => chunk("IDAT", Buffer.alloc(bytes, 7)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), ...data, chunk("IEND", Buffer.alloc(0))]),
  );
}

/** How many timer turns ran while `check` did. */
async function turnsDuring(check: () => Promise<unknown>) {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 0);
  try {
    await check();
  } finally {
    clearInterval(timer);
  }
  return turns;
}

test("a 10 MB screenshot is checked in slices, other work running between them", async () => {
  const file = png(1, 10 * 2 ** 20 - 100);
  assert.is(await pngProblem(file), undefined);
  assert.ok((await turnsDuring(() => pngProblem(file))) >= 5, "timers ran during the check");
});

test("so is one of many small chunks, and a damaged CRC is still found after the turns", async () => {
  const file = png(100_000, 40);
  assert.is(await pngProblem(file), undefined);
  assert.ok((await turnsDuring(() => pngProblem(file))) >= 2, "timers ran during the check");
  const crc = file.length - 20; // in the last IDAT's CRC
  file[crc] = file[crc]! ^ 1;
  assert.match((await pngProblem(file))!, /chunk IDAT is damaged/);
});

test.run();
