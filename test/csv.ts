// Screen tests: a downloaded CSV read back as a spreadsheet would (issue 16, D75): the bytes must start
// with a UTF-8 BOM and end records with CRLF, and the records are parsed with papaparse's parser (RFC
// 4180), never split by hand.
import Papa from "papaparse";
import * as assert from "uvu/assert";
import { nextDownload } from "./downloads.ts";

/** The file's records (header first) once it is parsed, after checking its encoding and line ends. */
async function readCsv(blob: { arrayBuffer(): Promise<ArrayBuffer> }): Promise<string[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  assert.equal([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "the file starts with a UTF-8 BOM");
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.slice(3));
  const parsed = Papa.parse<string[]>(text, { newline: "\r\n" });
  assert.equal(parsed.errors, [], "the file parses as CSV");
  assert.not.ok(/(^|[^\r])\n/.test(text.replace(/"[^"]*"/g, "")), "every record ends with CRLF");
  return parsed.data;
}

/** Presses `press`, waits for the download it starts, and reads it back: its name and its records. */
export async function downloadCsv(press: () => Promise<void>) {
  const download = nextDownload();
  await press();
  const { fileName, blob } = await download.arrived();
  return { fileName, records: await readCsv(blob) };
}

/** Today's date as the file names carry it (local time). */
export function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
