// Which failed saves count as refused (nothing stored, the order need not be read back) and which
// are final (not retried on a timer): by the status the error stands for, a GraphQL code included.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../../api/api-error.ts";
import { isFinalRefusal, wasRefused } from "./reconcile.ts";

const error = (status: number, code?: string) => new ApiError("no", { status, code, body: null });

test("a GraphQL refusal (HTTP 200 with a 4xx code) is a final refusal", () => {
  assert.ok(wasRefused(error(200, "PURCHASE_ORDER_LOCKED")));
  assert.ok(isFinalRefusal(error(200, "BAD_USER_INPUT")));
  assert.ok(isFinalRefusal(error(409)));
});

test("no answer, a 5xx, a 503 by code and an unknown code leave the outcome unknown", () => {
  for (const unknown of [error(0), error(500), error(200, "UNAVAILABLE"), error(200, "SOMETHING_NEW")]) {
    assert.not.ok(wasRefused(unknown), `${unknown.status} ${unknown.code}`);
    assert.not.ok(isFinalRefusal(unknown));
  }
  assert.not.ok(wasRefused(new Error("offline")));
});

test("401, 408 and 429 are refusals that are not final", () => {
  for (const status of [401, 408, 429]) {
    assert.ok(wasRefused(error(status)));
    assert.not.ok(isFinalRefusal(error(status)));
  }
  assert.not.ok(isFinalRefusal(error(200, "UNAUTHENTICATED")));
});

test.run();
