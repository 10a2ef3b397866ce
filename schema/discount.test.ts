import { test } from "uvu";
import * as assert from "uvu/assert";
import { discountCents, isDiscountUnderstood, parseDiscount } from "./discount.ts";
import { MAX_CENTS } from "./money.ts";

// ---- the grammar -----------------------------------------------------------------------------

test("an empty or blank discount is no discount", () => {
  assert.equal(parseDiscount(""), { kind: "none" });
  assert.equal(parseDiscount("   "), { kind: "none" });
  assert.is(discountCents(1000, ""), 0);
});

test("a leading minus is a fixed reduction in cents", () => {
  assert.equal(parseDiscount("-5"), { kind: "fixed", cents: 500 });
  assert.equal(parseDiscount("-12.34"), { kind: "fixed", cents: 1234 });
  assert.equal(parseDiscount("-0.5"), { kind: "fixed", cents: 50 });
});

test("a fixed reduction of zero is understood", () => {
  assert.equal(parseDiscount("-0"), { kind: "fixed", cents: 0 });
  assert.equal(parseDiscount("-0.00"), { kind: "fixed", cents: 0 });
});

test("a fixed amount may start or end with its dot, as money may", () => {
  assert.equal(parseDiscount("-.5"), { kind: "fixed", cents: 50 });
  assert.equal(parseDiscount("-5."), { kind: "fixed", cents: 500 });
});

test("a fixed amount up to a billion dollars is understood and above it is not", () => {
  assert.equal(parseDiscount("-1000000000"), { kind: "fixed", cents: MAX_CENTS });
  assert.equal(parseDiscount("-1000000000.01"), { kind: "invalid" });
});

test("a trailing percent sign is a percentage in hundredths of a percent", () => {
  assert.equal(parseDiscount("12.5%"), { kind: "percent", hundredths: 1250 });
  assert.equal(parseDiscount("100%"), { kind: "percent", hundredths: 10000 });
  assert.equal(parseDiscount("100.00%"), { kind: "percent", hundredths: 10000 });
  assert.equal(parseDiscount("0%"), { kind: "percent", hundredths: 0 });
  assert.equal(parseDiscount("0.01%"), { kind: "percent", hundredths: 1 });
  assert.equal(parseDiscount(".5%"), { kind: "percent", hundredths: 50 });
});

test("outer whitespace is trimmed", () => {
  assert.equal(parseDiscount("  -5 "), { kind: "fixed", cents: 500 });
  assert.equal(parseDiscount("\t10%\n"), { kind: "percent", hundredths: 1000 });
});

// D8's own examples, each with what it must cost: nothing.
for (const text of ["--5", "-5%", "5", "abc", "101%"]) {
  test(`"${text}" is not understood and counts as zero`, () => {
    assert.equal(parseDiscount(text), { kind: "invalid" });
    assert.is(isDiscountUnderstood(text), false);
    assert.is(discountCents(1000, text), 0);
  });
}

test("more than two decimals is not understood", () => {
  for (const text of ["-1.234", "-0.001", "1.234%", "12.505%"]) {
    assert.equal(parseDiscount(text), { kind: "invalid" }, text);
  }
});

test("a percentage above 100 by a hundredth is not understood", () => {
  assert.equal(parseDiscount("100.01%"), { kind: "invalid" });
});

test("whitespace inside a discount is not understood", () => {
  for (const text of ["- 5", "5 %", "-5 .5", "1 0%"]) {
    assert.equal(parseDiscount(text), { kind: "invalid" }, text);
  }
});

test("a sign or percent without a number is not understood", () => {
  for (const text of ["-", "%", "-%", "-.", ".%"]) {
    assert.equal(parseDiscount(text), { kind: "invalid" }, text);
  }
});

test("exponents, currency signs, grouping and stray signs are not understood", () => {
  for (const text of [
    "1e2%",
    "-1e2",
    "-$5",
    "$5",
    "-1,000",
    "+5",
    "+5%",
    "5%%",
    "%5",
    "5-",
    "-5-",
    "−5",
    "-0x10",
  ]) {
    assert.equal(parseDiscount(text), { kind: "invalid" }, text);
  }
});

test("only a not-understood discount is flagged for the UI", () => {
  assert.is(isDiscountUnderstood(""), true);
  assert.is(isDiscountUnderstood("-5"), true);
  assert.is(isDiscountUnderstood("10%"), true);
  assert.is(isDiscountUnderstood("-0"), true);
  assert.is(isDiscountUnderstood("5 %"), false);
});

// ---- the arithmetic --------------------------------------------------------------------------

test("a fixed discount below the base comes off whole", () => {
  assert.is(discountCents(1000, "-2.50"), 250);
});

test("a fixed discount above the base is capped at the base", () => {
  assert.is(discountCents(1000, "-50"), 1000);
  assert.is(discountCents(1000, "-10"), 1000);
});

test("a hundred percent takes the whole base and no more", () => {
  assert.is(discountCents(1234, "100%"), 1234);
});

test("zero percent takes nothing", () => {
  assert.is(discountCents(1234, "0%"), 0);
});

test("a percentage rounds half up to the cent", () => {
  assert.is(discountCents(1005, "10%"), 101);
  assert.is(discountCents(1, "50%"), 1);
  assert.is(discountCents(3, "50%"), 2);
});

test("a percentage below half a cent rounds down", () => {
  assert.is(discountCents(100, "33.33%"), 33);
  assert.is(discountCents(1, "12.5%"), 0);
  assert.is(discountCents(1, "49.99%"), 0);
});

test("a percentage stays exact on an amount too large for a plain product", () => {
  // 9007199254740991 * 5000 is far beyond 2^53; half of it is ...495.5, which rounds up.
  assert.is(discountCents(Number.MAX_SAFE_INTEGER, "50%"), 4503599627370496);
  assert.is(discountCents(1e17, "12.5%"), 1.25e16);
  assert.is(discountCents(Number.MAX_SAFE_INTEGER, "100%"), Number.MAX_SAFE_INTEGER);
});

test("nothing is taken from a zero, negative or missing base", () => {
  assert.is(discountCents(0, "-5"), 0);
  assert.is(discountCents(0, "50%"), 0);
  assert.is(discountCents(-100, "-5"), 0);
  assert.is(discountCents(-100, "50%"), 0);
  assert.is(discountCents(NaN, "-5"), 0);
});

test("an already parsed discount gives the same reduction as its text", () => {
  assert.is(discountCents(1005, { kind: "percent", hundredths: 1000 }), 101);
  assert.is(discountCents(1000, { kind: "fixed", cents: 250 }), 250);
  assert.is(discountCents(1000, { kind: "invalid" }), 0);
  assert.is(discountCents(1000, { kind: "none" }), 0);
});

test("a hand-built discount object still never goes negative or above the base", () => {
  assert.is(discountCents(1000, { kind: "fixed", cents: -500 }), 0);
  assert.is(discountCents(1000, { kind: "percent", hundredths: 20000 }), 1000);
});

test.run();
