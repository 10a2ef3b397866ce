// Feedback (spec section 7, D18): the text call and the screenshot upload with its checks. Black-box: the
// owner account sends its own reports (a staging provider keeps them); which files are refused is D18's.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call } from "./support/client.ts";
import { session, unique } from "./support/sessions.ts";
import { contract } from "./support/tiers.ts";
import { PNG, upload } from "./support/upload.ts";

const signedIn = async () => ({ accessToken: (await session("owner")).token });

describe("feedback", () => {
  contract("text feedback is accepted from a signed-in user", {}, async () => {
    const { accessToken } = await signedIn();
    const res = await call("feedback", {
      token: accessToken,
      body: { feedback: unique("Contract run: paging skips a row") },
    });
    assert.is(res.status, 200);
    assert.type(res.body.data.id, "number");
  });

  contract("feedback needs a token and some text", {}, async () => {
    assert.is((await call("feedback", { body: { feedback: "hello" } })).status, 401);
    const { accessToken } = await signedIn();
    assert.is((await call("feedback", { token: accessToken, body: { feedback: "   " } })).status, 400);
  });

  contract("a PNG screenshot with a message is accepted (D18)", {}, async () => {
    const { accessToken } = await signedIn();
    const res = await upload(accessToken, new Blob([PNG], { type: "image/png" }));
    assert.is(res.status, 200);
    assert.type(res.body.data.id, "number");
  });

  contract("a file that is not a PNG is refused whatever it is called", { strict: "D18" }, async () => {
    const { accessToken } = await signedIn();
    const res = await upload(accessToken, new Blob(["GIF89a not really"], { type: "image/png" }));
    assert.is(res.status, 400);
    assert.match(res.body.description, "PNG");
  });

  contract("a screenshot over 10 MB is refused with 413", { strict: "D18" }, async () => {
    const { accessToken } = await signedIn();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(accessToken, new Blob([big], { type: "image/png" }));
    assert.is(res.status, 413);
  });

  contract("an upload without a token gets 401", {}, async () => {
    assert.is((await upload(null, new Blob([PNG], { type: "image/png" }))).status, 401);
  });
});
