import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatCustomerPhone, formatSupplierPhone } from "./phone.ts";

const phone = (number: string, extension = "") => ({ number, extension });

test("a customer's ten-digit phone reads (xxx)xxx-xxxx", () => {
  assert.is(formatCustomerPhone(phone("4155550123")), "(415)555-0123");
});

test("a short customer phone keeps what it has, and no phone is empty", () => {
  assert.is(formatCustomerPhone(phone("41")), "(41)");
  assert.is(formatCustomerPhone(phone("41555")), "(415)55");
  assert.is(formatCustomerPhone(phone("4155550")), "(415)555-0");
  assert.is(formatCustomerPhone(phone("")), "");
  assert.is(formatCustomerPhone(null), "");
});

test("a supplier's seven-digit number reads XXX-XXXX, with the extension in parentheses", () => {
  assert.is(formatSupplierPhone(phone("5550123", "415")), "(415) 555-0123");
  assert.is(formatSupplierPhone(phone("5550123")), "555-0123");
});

test("a supplier number longer than seven digits is not cut short", () => {
  assert.is(formatSupplierPhone(phone("4155550123")), "415-5550123");
  assert.is(formatSupplierPhone(phone("4155550123", "12")), "(12) 415-5550123");
});

test("a short or empty supplier number keeps what it has", () => {
  assert.is(formatSupplierPhone(phone("")), "");
  assert.is(formatSupplierPhone(phone("", "9")), "(9)");
  assert.is(formatSupplierPhone(phone("55")), "55");
  assert.is(formatSupplierPhone(phone("555")), "555");
  assert.is(formatSupplierPhone(phone("55501")), "555-01");
  assert.is(formatSupplierPhone(null), "");
});

test("a supplier number typed with spaces or dashes is read by its digits", () => {
  assert.is(formatSupplierPhone(phone("555 01-23")), "555-0123");
});

test.run();
