// The screenshot's structure (D53): uploads were once checked by their first 8 bytes, so
// a PNG with HTML after it, a PNG header followed by SVG and a picture claiming 100000x100000 pixels
// were all stored. Here the whole file is walked: the signature, IHDR first with a sane size and format,
// every chunk's length inside the file and its CRC right, at least one IDAT, IEND last with nothing after.
// The CRCs of a 10 MB file took 80 ms of one turn of the event loop: the walk now lets other
// requests run after every CRC_SLICE bytes it checks.

/** The most pixels a screenshot may have: a 1920x1080 screen at device pixel ratio 2 is 8.3 million. */
const MAX_PNG_PIXELS = 40_000_000;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** PNG's largest length or dimension (2^31 - 1). */
const MAX_UINT31 = 0x7fffffff;
/** Allowed bit depths for each colour type (PNG spec, table 11.1). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** Work between two turns given to other requests: about 5 ms here. */
const SLICE = 2 ** 20;
/** What a chunk's walk costs besides its CRC, in bytes of CRC (a file of a million empty chunks). */
const CHUNK_COST = 64;

/** A macrotask turn (a resolved promise would let no I/O in). */
const otherWork = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The CRC-32 state `c` carried over `bytes` from `start` to `end`. */
function crcUpdate(c: number, bytes: Uint8Array, start: number, end: number): number {
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c;
}

/** CRC-32 of byte ranges, giving other work a turn after every SLICE of work. */
function slicedCrc() {
  let done = 0;
  const spend = async (cost: number) => {
    done += cost;
    if (done < SLICE) return;
    done = 0;
    await otherWork();
  };
  return async (bytes: Uint8Array): Promise<number> => {
    let c = 0xffffffff;
    for (let start = 0; start < bytes.length; start += SLICE) {
      const end = Math.min(bytes.length, start + SLICE);
      c = crcUpdate(c, bytes, start, end);
      await spend(end - start);
    }
    await spend(CHUNK_COST);
    return (c ^ 0xffffffff) >>> 0;
  };
}

/** What is wrong with `bytes` as a PNG, as the end of "The screenshot ...", or undefined. */
export async function pngProblem(bytes: Uint8Array): Promise<string | undefined> {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) return "must be a PNG image";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = SIGNATURE.length;
  let index = 0;
  let sawData = false;
  const crc32 = slicedCrc();
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return `is not a whole PNG: chunk ${index + 1} is cut short`;
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return `is not a whole PNG: chunk ${index + 1} has no valid type`;
    if (length > MAX_UINT31 || at + 12 + length > bytes.length)
      return `is not a whole PNG: chunk ${type} runs past the end of the file`;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if ((await crc32(bytes.subarray(at + 4, at + 8 + length))) !== view.getUint32(at + 8 + length))
      return `is not a whole PNG: chunk ${type} is damaged (its CRC does not match)`;
    if (index === 0) {
      const header = headerProblem(type, data);
      if (header) return header;
    } else if (type === "IHDR") return "is not a valid PNG: it has a second IHDR";
    if (type === "IDAT") sawData = true;
    at += 12 + length;
    index += 1;
    if (type === "IEND") {
      if (!sawData) return "is not a valid PNG: it has no image data (IDAT)";
      if (at !== bytes.length) return `is not a valid PNG: ${bytes.length - at} bytes follow its end (IEND)`;
      return undefined;
    }
  }
  return "is not a whole PNG: it has no end (IEND)";
}

function headerProblem(type: string, data: Uint8Array): string | undefined {
  if (type !== "IHDR" || data.length !== 13)
    return "is not a valid PNG: it does not start with its header (IHDR)";
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const [depth, colour, compression, filter, interlace] = data.subarray(8);
  if (!width || !height || width > MAX_UINT31 || height > MAX_UINT31)
    return `is not a valid PNG: its size ${width}x${height} is impossible`;
  if (!DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    return "is not a valid PNG: its header names no valid pixel format";
  if (width * height > MAX_PNG_PIXELS)
    return `is ${width}x${height} pixels; at most ${MAX_PNG_PIXELS / 1e6} million pixels are accepted`;
  return undefined;
}
