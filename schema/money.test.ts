import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  MAX_CENTS,
  MAX_QUANTITY,
  centsToDollars,
  dollarsToCents,
  parseMoney,
  parseQuantity,
  sumCents,
} from "./money.ts";

// ---- parseMoney: what is money -------------------------------------------------------------

test("a whole number of dollars becomes cents", () => {
  assert.is(parseMoney("12"), 1200);
  assert.is(parseMoney("0"), 0);
  assert.is(parseMoney(12), 1200);
});

test("outer whitespace around an amount is ignored", () => {
  assert.is(parseMoney(" 3.5 "), 350);
  assert.is(parseMoney("\t19.99\n"), 1999);
});

test("a leading or trailing dot is still a decimal point", () => {
  assert.is(parseMoney(".5"), 50);
  assert.is(parseMoney("5."), 500);
});

test("leading zeros do not change the amount", () => {
  assert.is(parseMoney("007.50"), 750);
});

test("half a cent rounds up, read from the digits rather than from a float", () => {
  assert.is(parseMoney("1.005"), 101);
  assert.is(parseMoney("0.125"), 13);
  assert.is(parseMoney("2.675"), 268);
  assert.is(parseMoney("0.005"), 1);
});

test("less than half a cent rounds down", () => {
  assert.is(parseMoney("0.124"), 12);
  assert.is(parseMoney("0.0049999"), 0);
  assert.is(parseMoney("1.0049999999999999999"), 100);
});

test("any number of decimal places is accepted", () => {
  assert.is(parseMoney("1.23456789"), 123);
  assert.is(parseMoney("1.9999"), 200);
  assert.is(parseMoney("0.00000000000000000001"), 0);
});

test("a float sum like 0.1 + 0.2 becomes exactly 30 cents", () => {
  assert.is(parseMoney(0.1 + 0.2), 30);
});

test("a number is read as the decimal it prints as", () => {
  assert.is(parseMoney(1.005), 101);
  assert.is(parseMoney(19.99), 1999);
  assert.is(parseMoney(0.125), 13);
});

test("a tiny number written in exponent form is zero cents", () => {
  assert.is(parseMoney(1e-7), 0);
  assert.is(parseMoney(9.99e-7), 0);
  assert.is(parseMoney(Number.MIN_VALUE), 0);
});

test("a huge number written in exponent form is above the maximum", () => {
  assert.is(parseMoney(1e21), null);
  assert.is(parseMoney(1e300), null);
  assert.is(parseMoney(Number.MAX_VALUE), null);
});

test("a billion dollars is the most money accepted", () => {
  assert.is(parseMoney("1000000000"), MAX_CENTS);
  assert.is(parseMoney("1000000000.004"), MAX_CENTS);
  assert.is(parseMoney(1e9), MAX_CENTS);
  assert.is(parseMoney("1000000000.005"), null);
  assert.is(parseMoney("1000000000.01"), null);
  assert.is(parseMoney(1e9 + 0.01), null);
  assert.is(parseMoney("9".repeat(400)), null);
});

test("blank text is not money", () => {
  assert.is(parseMoney(""), null);
  assert.is(parseMoney("   "), null);
  assert.is(parseMoney("."), null);
});

test("a negative amount is not money", () => {
  assert.is(parseMoney("-1"), null);
  assert.is(parseMoney("-0"), null);
  assert.is(parseMoney("-0.001"), null);
  assert.is(parseMoney(-0.01), null);
  assert.is(parseMoney(-1e-7), null);
});

test("negative zero as a number is zero cents", () => {
  assert.ok(Object.is(parseMoney(-0), 0));
});

test("NaN and the infinities are not money", () => {
  for (const value of [NaN, Infinity, -Infinity, "NaN", "Infinity"]) {
    assert.is(parseMoney(value), null, String(value));
  }
});

test("anything but plain digits and one dot is not money", () => {
  for (const text of [
    "abc",
    "1e3",
    "1,000",
    "0x10",
    "$5",
    "+5",
    "1.2.3",
    "1 000",
    "5 .5",
    "0b1",
    "５",
    "١٢",
  ]) {
    assert.is(parseMoney(text), null, text);
  }
});

// ---- parseQuantity ---------------------------------------------------------------------------

test("a quantity is read from digits, leading zeros and outer spaces allowed", () => {
  assert.is(parseQuantity("007"), 7);
  assert.is(parseQuantity(" 3 "), 3);
  assert.is(parseQuantity("0"), 0);
  assert.is(parseQuantity(3), 3);
});

test("a million is the largest quantity", () => {
  assert.is(parseQuantity(String(MAX_QUANTITY)), MAX_QUANTITY);
  assert.is(parseQuantity(MAX_QUANTITY), MAX_QUANTITY);
  assert.is(parseQuantity("1000001"), null);
  assert.is(parseQuantity(1e9), null);
});

test("fractions, signs, blanks and words are not quantities", () => {
  for (const value of ["1.5", "1.0", "-1", "+1", "", "  ", "abc", "1e3", "0x10", 1.5, -1, NaN, Infinity]) {
    assert.is(parseQuantity(value), null, String(value));
  }
});

test("negative zero as a quantity is zero", () => {
  assert.ok(Object.is(parseQuantity(-0), 0));
});

// ---- dollars on the wire ---------------------------------------------------------------------

test("cents become dollars for the wire", () => {
  assert.is(centsToDollars(1999), 19.99);
  assert.is(centsToDollars(1), 0.01);
  assert.is(centsToDollars(0), 0);
  assert.is(centsToDollars(MAX_CENTS), 1e9);
});

test("dollars from the wire become cents with the money rules", () => {
  assert.is(dollarsToCents(19.99), 1999);
  assert.is(dollarsToCents(0.1 + 0.2), 30);
  assert.is(dollarsToCents(-1), null);
  assert.is(dollarsToCents(NaN), null);
});

test("every amount of cents survives a round trip through dollars", () => {
  const samples = [MAX_CENTS, MAX_CENTS - 1, 123456789, 99999999999];
  for (let cents = 0; cents <= 100_000; cents++) samples.push(cents);
  for (const cents of samples) {
    if (dollarsToCents(centsToDollars(cents)) !== cents) assert.unreachable(`${cents} did not survive`);
  }
});

// ---- sums ------------------------------------------------------------------------------------

test("an empty sum is zero cents", () => {
  assert.is(sumCents([]), 0);
});

test("0.1 plus 0.2 dollars sums to exactly 30 cents", () => {
  assert.is(sumCents([parseMoney("0.1")!, parseMoney("0.2")!]), 30);
  assert.is(sumCents([10, 10, 10]), 30);
});

test.run();
