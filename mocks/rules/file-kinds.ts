// What an order attachment is, by its content (D240): never by its name or the type the client declares.
// A PNG is walked whole as the screenshot is (D53, png.ts); a JPEG from its start-of-image marker through
// its segments to the start of scan, its frame header giving a sane size, and its end-of-image marker last;
// a PDF by its header, an end-of-file marker near its end and a cross-reference position before that.
// Anything else (HTML renamed .pdf, an SVG, a PNG header glued to a script) is refused.
import { pngProblem } from "./png.ts";

export type AttachmentType = "application/pdf" | "image/png" | "image/jpeg";

/** A photo from a phone's camera is 12 to 50 million pixels; more is no photo. */
const MAX_JPEG_PIXELS = 100_000_000;
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** What is wrong with `bytes` as a JPEG, or undefined. */
export function jpegProblem(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return "is not a JPEG image";
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return "is not a whole JPEG: a segment does not start with a marker";
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length)
      return "is not a whole JPEG: a segment runs past the end of the file";
    // Start of frame (SOF0-SOF15 but DHT, JPG and DAC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      if (!height || !width) return `is not a valid JPEG: its size ${width}x${height} is impossible`;
      if (width * height > MAX_JPEG_PIXELS) return `is ${width}x${height} pixels; too many for a photo`;
      sawFrame = true;
    }
    if (marker === 0xda) {
      if (!sawFrame) return "is not a valid JPEG: its image data comes before its frame header";
      const end = bytes.length;
      if (bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9)
        return "is not a whole JPEG: it does not end with its end-of-image marker";
      return undefined;
    }
    at += 2 + length;
  }
  return "is not a whole JPEG: it has no image data";
}

/** What is wrong with `bytes` as a PDF, or undefined. */
export function pdfProblem(bytes: Uint8Array): string | undefined {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8))) return "is not a PDF";
  // The trailer: "startxref", a byte offset inside the file, then "%%EOF", in the last kilobyte
  // (writers may add a newline or a few bytes after it).
  const tail = ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!trailer) return "is not a whole PDF: it does not end with its trailer (startxref, %%EOF)";
  if (Number(trailer[1]) >= bytes.length) return "is not a valid PDF: its cross-reference is past its end";
  return undefined;
}

/**
 * The type `bytes` is by its content, or the problem as the end of "The file ...": `unknown` when it is
 * none of the three at all, `damaged` when it starts as one and is not a whole one.
 */
export async function attachmentType(
  bytes: Uint8Array,
): Promise<{ type: AttachmentType } | { problem: string; unknown: boolean }> {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === "PNG") {
    const problem = await pngProblem(bytes);
    return problem ? { problem, unknown: false } : { type: "image/png" };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const problem = jpegProblem(bytes);
    return problem ? { problem, unknown: false } : { type: "image/jpeg" };
  }
  if (ascii(bytes, 0, 5) === "%PDF-") {
    const problem = pdfProblem(bytes);
    return problem ? { problem, unknown: false } : { type: "application/pdf" };
  }
  return { problem: "is not a PDF, PNG or JPEG (judged by its content, not its name)", unknown: true };
}
