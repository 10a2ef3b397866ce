// Reading an imported file (D226, D227): the parser's table, then the columns found by header or by
// value; what each row matches; the plan Add carries out.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FoundProduct } from "../../../../domain/api/product-search.ts";
import type { ItemRow } from "../engine/rows.ts";
import { matchCode } from "./match-lines.ts";
import { parseCsv } from "./parse-csv.ts";
import { planImport } from "./plan-import.ts";
import { readRows } from "./read-rows.ts";

const read = (text: string) => readRows(parseCsv(text));
const short = (text: string) =>
  read(text).rows.map((r) => [r.code, r.quantity, r.costCents, r.problem] as const);

test("a header names the columns in any order, SKU before MPN; its line is counted", () => {
  const { rows, header } = read("Cost,Qty,MPN,SKU\n2.50,3,M-1,S-1\n4,2,M-2,\n");
  assert.ok(header);
  assert.equal(
    rows.map((r) => [r.line, r.code, r.quantity, r.costCents]),
    [
      [2, "S-1", 3, 250],
      [3, "M-2", 2, 400],
    ],
  );
});

test("without a header the columns are told apart by their values", () => {
  assert.equal(short("3,A-1\n5,B-2\n"), [
    ["A-1", 3, null, null],
    ["B-2", 5, null, null],
  ]);
  assert.equal(short("12.40,A-1,2\n9,B-2,1\n"), [
    ["A-1", 2, 1240, null],
    ["B-2", 1, 900, null],
  ]);
  // Codes of digits only (UPCs): code, quantity, cost.
  assert.equal(short("012345678905,4,1.25\n"), [["012345678905", 4, 125, null]]);
});

test("quoted cells, a byte order mark, CRLF, ';' and tab separators and a decimal comma are read", () => {
  assert.equal(short('\uFEFFSKU;Quantity;Cost\r\n"A;1";3;"1,50"\r\n\r\n'), [["A;1", 3, 150, null]]);
  assert.equal(short('SKU\tQty\n"A ""big"" one"\t2\n'), [['A "big" one', 2, null, null]]);
  assert.equal(short('sku,qty,price\nA-1,2,"$1,234.50"\n'), [["A-1", 2, 123450, null]]);
});

test("the parser keeps quoted separators, line breaks and doubled quotes, and reads a lone CR as a line end", () => {
  assert.equal(parseCsv('a,"b,c","d\ne"\r1,"say ""hi""",3'), [
    ["a", "b,c", "d\ne"],
    ["1", 'say "hi"', "3"],
  ]);
  assert.equal(parseCsv("x;y\n1;2"), [
    ["x", "y"],
    ["1", "2"],
  ]);
  assert.equal(parseCsv("only"), [["only"]]);
});

test("a row whose quantity or cost cannot be read, or that has no code, says which", () => {
  assert.equal(short("SKU,Qty,Cost\nA-1,0,\nA-2,two,\nA-3,1,abc\n,4,\n"), [
    ["A-1", null, null, "quantity"],
    ["A-2", null, null, "quantity"],
    ["A-3", 1, null, "cost"],
    ["", 4, null, "code"],
  ]);
});

test("an empty paste has no rows", () => {
  assert.equal(read("\n \n").rows, []);
});

const product = (
  id: string,
  sku: string,
  mpn: string,
  variations: [string, string][] = [],
): FoundProduct => ({
  id,
  name: `P${id}`,
  sku,
  mpn,
  cost: 1,
  isInventoryTracking: true,
  inventoryLevel: 1,
  variations: variations.map(([vsku, vmpn], at) => ({
    id: `${id}.${at}`,
    name: `P${id} v${at}`,
    sku: vsku,
    mpn: vmpn,
    cost: 1,
    inventoryLevel: 1,
  })),
});

test("a code is matched only when exactly one product or variation has it as SKU or MPN", () => {
  assert.equal(matchCode("a-1", [product("1", "A-1", "")]), {
    kind: "matched",
    item: { productId: "1", variationId: null, name: "P1", sku: "A-1", mpn: "" },
  });
  const variation = matchCode("V-2", [
    product("2", "B", "", [
      ["V-1", ""],
      ["V-2", ""],
    ]),
  ]);
  assert.equal(variation.kind === "matched" && variation.item.variationId, "2.1");
  // Only contained in another code: no guess.
  assert.equal(matchCode("A-1", [product("3", "A-10", "")]), { kind: "none" });
  assert.equal(matchCode("M", [product("4", "X", "M"), product("5", "Y", "M")]), {
    kind: "several",
    names: ["P4", "P5"],
  });
  assert.equal(matchCode("Q", []), { kind: "none" });
});

const row = (line: number, code: string, quantity: number | null, costCents: number | null = null) => ({
  line,
  code,
  quantityText: String(quantity),
  quantity,
  costText: costCents === null ? "" : String(costCents / 100),
  costCents,
  problem: quantity === null ? ("quantity" as const) : null,
});
const item = (productId: string) => ({
  productId,
  variationId: null,
  name: `P${productId}`,
  sku: productId,
  mpn: "",
});
const onOrder = (productId: string, quantity: number): ItemRow => ({
  ...item(productId),
  id: `stored-${productId}`,
  quantity: String(quantity),
  unitCost: "3.00",
  discount: "",
});

test("the plan sums a repeated item, adds to a line already on the order, and costs new lines by file, last price, or 0", () => {
  const rows = [
    row(1, "1", 2, 150),
    row(2, "1", 3),
    row(3, "2", 1),
    row(4, "3", 4),
    row(5, "4", 5),
    row(6, "5", null),
  ];
  const results = { "1": item("1"), "2": item("2"), "3": item("3") } as Record<
    string,
    ReturnType<typeof item>
  >;
  const plan = planImport(
    rows,
    (r) => (results[r.code] ? { kind: "matched", item: results[r.code]! } : { kind: "none" }),
    [onOrder("3", 10)],
    0,
    (i) => (i.productId === "2" ? 990 : null),
  );
  assert.equal(
    plan.lines.map((l) => [l.item.productId, l.quantity, l.costCents, l.onOrder?.id ?? null]),
    [
      ["1", 5, 150, null],
      ["2", 1, 990, null],
      ["3", 4, null, "stored-3"],
    ],
  );
  assert.equal(plan.counts, { rows: 6, matched: 4, none: 1, several: 0, unreadable: 1, unchecked: 0 });
  assert.is(plan.newLines, 2);
  assert.is(plan.units, 10);
  // 5 x 1.50 + 1 x 9.90 + 4 x 3.00 (the line's own cost).
  assert.is(plan.cents, 750 + 990 + 1200);
  assert.is(plan.problem, null);
});

test("the plan says when the order would pass 500 lines, and when nothing matched", () => {
  const full = Array.from({ length: 500 }, (_, at) => onOrder(`x${at}`, 1));
  const one = planImport(
    [row(1, "1", 1)],
    () => ({ kind: "matched", item: item("1") }),
    full,
    0,
    () => null,
  );
  assert.equal(one.problem, { kind: "lines", lines: 501 });
  const more = planImport(
    [row(1, "x1", 1)],
    () => ({ kind: "matched", item: item("x1") }),
    full,
    0,
    () => null,
  );
  assert.is(more.problem, null, "more on a line already there needs no new line");
  assert.equal(
    planImport(
      [row(1, "z", 1)],
      () => ({ kind: "none" }),
      [],
      0,
      () => null,
    ).problem,
    { kind: "nothing" },
  );
});

test.run();
