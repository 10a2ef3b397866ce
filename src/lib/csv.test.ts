// The CSV writer (D75, D76): what a spreadsheet opens is what was meant. Files are read back with
// papaparse's parser, and the bytes are checked where the format is the point (BOM, CRLF, quotes).
import Papa from "papaparse";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { csvMoney } from "./csv-table.ts";
import { csvFileName, csvText } from "./csv.ts";

const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { newline: "\r\n" }).data;

test("a file starts with a BOM and ends each record with CRLF", async () => {
  const text = csvText({
    header: ["Name", "SKU"],
    rows: [
      ["Bolt", "B-1"],
      ["Nut", "N-1"],
    ],
  });
  assert.is(text, "\uFEFFName,SKU\r\nBolt,B-1\r\nNut,N-1");
});

test("commas, quotes and line breaks inside a cell are quoted as RFC 4180 says and read back whole", async () => {
  const tricky = ["Smith, Jones & Co", 'The "Best" Bolts', "two\nlines", "  padded  ", "Café ☕ 東京"];
  const text = csvText({ header: ["Name"], rows: tricky.map((name) => [name]) });
  assert.ok(text.includes('"The ""Best"" Bolts"'), text);
  assert.equal(parse(text), [["Name"], ...tricky.map((name) => [name])]);
});

test("a text cell starting with =, +, -, @, tab or CR is written after a single quote", async () => {
  const attacks = ["=SUM(A1)", "+1+2", "-2+3", "@cmd", "\tx", "\r=1", '=HYPERLINK("http://x")'];
  const records = parse(csvText({ header: ["Name"], rows: attacks.map((name) => [name]) }));
  assert.equal(
    records.slice(1).map(([cell]) => cell),
    attacks.map((name) => `'${name}`),
  );
});

test("numbers stay numbers: a negative amount or quantity is not prefixed, an empty cell stays empty", async () => {
  const text = csvText({
    header: ["A", "B", "C", "D"],
    rows: [
      [-5, "-2.50", 0, null],
      ["+3", "12", "1.5", ""],
    ],
  });
  assert.equal(parse(text).slice(1), [
    ["-5", "-2.50", "0", ""],
    ["+3", "12", "1.5", ""],
  ]);
});

test("money is a plain number with two decimals: no $, no thousands separator", () => {
  assert.equal([1234.5, 0, -2.5, 0.1 + 0.2, 1e9, -0].map(csvMoney), [
    "1234.50",
    "0.00",
    "-2.50",
    "0.30",
    "1000000000.00",
    "0.00",
  ]);
});

test("a file name carries the local date", () => {
  assert.is(csvFileName("purchase-orders", new Date(2026, 10, 24, 23, 59)), "purchase-orders-2026-11-24.csv");
  assert.is(csvFileName("suppliers", new Date(2027, 0, 5)), "suppliers-2027-01-05.csv");
});

test.run();
