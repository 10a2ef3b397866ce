// Feedback (spec section 7, D18): the text call and the screenshot upload with its checks.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, signInAs } from "./support/client.ts";
import { resetProvider } from "./support/target.ts";
import { PNG, upload } from "./support/upload.ts";

test.before.each(resetProvider);

test("text feedback is accepted from a signed-in user", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const res = await call("feedback", { token: accessToken, body: { feedback: "Paging skips a row" } });
  assert.is(res.status, 200);
  assert.type(res.body.data.id, "number");
});

test("feedback needs a token and some text", async () => {
  assert.is((await call("feedback", { body: { feedback: "hello" } })).status, 401);
  const { accessToken } = await signInAs("buyer@example.com");
  assert.is((await call("feedback", { token: accessToken, body: { feedback: "   " } })).status, 400);
});

test("a PNG screenshot with a message is accepted (D18)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const res = await upload(accessToken, new Blob([PNG], { type: "image/png" }));
  assert.is(res.status, 200);
  assert.type(res.body.data.id, "number");
});

test("a file that is not a PNG is refused whatever it is called (D18)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const res = await upload(accessToken, new Blob(["GIF89a not really"], { type: "image/png" }));
  assert.is(res.status, 400);
  assert.match(res.body.description, "PNG");
});

test("a screenshot over 10 MB is refused with 413 (D18)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const big = new Uint8Array(10 * 1024 * 1024 + 1);
  big.set(PNG);
  const res = await upload(accessToken, new Blob([big], { type: "image/png" }));
  assert.is(res.status, 413);
});

test("an upload without a token gets 401", async () => {
  assert.is((await upload(null, new Blob([PNG], { type: "image/png" }))).status, 401);
});

test.run("feedback");
