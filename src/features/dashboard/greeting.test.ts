import { test } from "uvu";
import * as assert from "uvu/assert";
import { greetingFor } from "./greeting.ts";

const at = (hour: number, minute = 0) => new Date(2026, 10, 20, hour, minute);

test("it is morning from midnight until 11:59", () => {
  assert.is(greetingFor(at(0)), "Good morning");
  assert.is(greetingFor(at(11, 59)), "Good morning");
});

test("it is afternoon from 12:00 until 17:59", () => {
  assert.is(greetingFor(at(12)), "Good afternoon");
  assert.is(greetingFor(at(17, 59)), "Good afternoon");
});

test("it is evening from 18:00", () => {
  assert.is(greetingFor(at(18)), "Good evening");
  assert.is(greetingFor(at(23, 59)), "Good evening");
});

test.run();
