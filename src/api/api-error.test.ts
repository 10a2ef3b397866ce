import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError, errorMessage, failureKind } from "./api-error.ts";

const UNAVAILABLE = "The service is unavailable right now. Check your connection and try again in a moment.";
const error = (status: number, code?: string) => new ApiError(`raw ${status}`, { status, code });

test("no answer, a timeout, 5xx (501 from a static host too) and an unreadable answer are 'unavailable'", () => {
  for (const e of [
    error(0),
    error(0, "TIMEOUT"),
    error(500),
    error(501),
    error(503),
    error(200, "BAD_RESPONSE"),
  ])
    assert.is(failureKind(e), "unavailable", e.message);
  assert.is(failureKind(new TypeError("data.x is undefined")), "unavailable");
  assert.is(failureKind(error(200, "INTERNAL_SERVER_ERROR")), "unavailable");
});

test("a 404 or a NOT_FOUND code is 'not-found'; other answers that say no are 'refused'", () => {
  assert.is(failureKind(error(404)), "not-found");
  assert.is(failureKind(error(200, "NOT_FOUND")), "not-found");
  for (const e of [error(400), error(403, "FORBIDDEN"), error(409, "INVALID_TRANSITION")])
    assert.is(failureKind(e), "refused", e.message);
  assert.is(failureKind(undefined), undefined);
});

test("the message of an unavailable service is the plain reason, never a host's words or a status code", () => {
  const host = new ApiError("No provider at this host", { status: 501 });
  assert.is(errorMessage(host), UNAVAILABLE);
  assert.is(errorMessage(error(403)), "raw 403");
  assert.is(errorMessage(new Error("a PDF could not be made")), "a PDF could not be made");
});

test("the provider's own 429 keeps its words, which say how long to wait; any other 429 is unavailable", () => {
  const locked = new ApiError("Too many failed sign-ins for this account. Try again in 30 seconds.", {
    status: 429,
    code: "TOO_MANY_REQUESTS",
  });
  assert.is(errorMessage(locked), "Too many failed sign-ins for this account. Try again in 30 seconds.");
  assert.is(errorMessage(error(429)), UNAVAILABLE);
});

test.run();
