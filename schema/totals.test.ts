import { test } from "uvu";
import * as assert from "uvu/assert";
import { parseMoney } from "./money.ts";
import { lineCents, lineTotalCents, orderTotals, type LineInput } from "./totals.ts";

const line = (unitCostCents: number, quantity: number, discount = ""): LineInput => ({
  unitCostCents,
  quantity,
  discount,
});

// ---- lines -----------------------------------------------------------------------------------

test("a line without discount is unit cost times quantity", () => {
  assert.is(lineTotalCents(line(1999, 3)), 5997);
});

test("a line with quantity zero costs nothing", () => {
  assert.is(lineTotalCents(line(1999, 0, "-5")), 0);
});

test("a line's fixed discount comes off the line once, not per unit", () => {
  assert.is(lineTotalCents(line(1000, 3, "-5")), 2500);
});

test("a line's percentage applies to the whole line, then rounds half up", () => {
  // 10% of 999 is 99.9 -> 100; taking 10% per unit would give 3 x 33 = 99.
  assert.is(lineTotalCents(line(333, 3, "10%")), 899);
});

test("a line's breakdown shows gross, the discount taken and the rest, which add up", () => {
  assert.equal(lineCents(line(333, 3, "10%")), { grossCents: 999, discountCents: 100, totalCents: 899 });
  assert.equal(lineCents(line(500, 1, "-100")), { grossCents: 500, discountCents: 500, totalCents: 0 });
  assert.equal(lineCents(line(500, 2, "abc")), { grossCents: 1000, discountCents: 0, totalCents: 1000 });
});

test("a line discount never makes a line negative", () => {
  assert.is(lineTotalCents(line(500, 1, "-100")), 0);
  assert.is(lineTotalCents(line(500, 2, "100%")), 0);
});

test("a not-understood line discount counts as zero", () => {
  assert.is(lineTotalCents(line(500, 2, "5")), 1000);
  assert.is(lineTotalCents(line(500, 2, "101%")), 1000);
});

test("three items at 0.1 dollars cost exactly 30 cents", () => {
  assert.is(lineTotalCents(line(parseMoney("0.1")!, 3)), 30);
});

// ---- orders ----------------------------------------------------------------------------------

test("lines of 0.1 and 0.2 dollars make a subtotal of exactly 30 cents", () => {
  const totals = orderTotals({
    items: [line(parseMoney("0.1")!, 1), line(parseMoney("0.2")!, 1)],
    discount: "",
    shippingCents: 0,
  });
  assert.equal(totals, { subtotalCents: 30, discountCents: 0, shippingCents: 0, totalCents: 30 });
});

test("an order without items totals just its shipping", () => {
  const totals = orderTotals({ items: [], discount: "-5", shippingCents: 500 });
  assert.equal(totals, { subtotalCents: 0, discountCents: 0, shippingCents: 500, totalCents: 500 });
});

test("line discounts come first, then the order discount on the subtotal, then shipping", () => {
  const totals = orderTotals({
    items: [line(1000, 2, "-5"), line(250, 4, "10%")],
    discount: "12.5%",
    shippingCents: 799,
  });
  assert.equal(totals, { subtotalCents: 2400, discountCents: 300, shippingCents: 799, totalCents: 2899 });
});

test("the order discount never reaches the shipping", () => {
  const full = orderTotals({ items: [line(1000, 1)], discount: "100%", shippingCents: 500 });
  assert.is(full.discountCents, 1000);
  assert.is(full.totalCents, 500);
  const fixed = orderTotals({ items: [line(1000, 1)], discount: "-5000", shippingCents: 500 });
  assert.is(fixed.discountCents, 1000);
  assert.is(fixed.totalCents, 500);
});

test("the order percentage rounds half up on the subtotal", () => {
  const totals = orderTotals({ items: [line(1005, 1)], discount: "10%", shippingCents: 0 });
  assert.is(totals.discountCents, 101);
  assert.is(totals.totalCents, 904);
});

test("a not-understood order discount counts as zero", () => {
  const totals = orderTotals({ items: [line(1000, 1)], discount: "--5", shippingCents: 100 });
  assert.is(totals.discountCents, 0);
  assert.is(totals.totalCents, 1100);
});

test("the largest line of all is still exact", () => {
  assert.is(lineTotalCents(line(1_000_000_000_00, 1_000_000)), 1e17);
});

test.run();
