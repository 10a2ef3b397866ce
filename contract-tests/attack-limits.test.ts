// Attack suite, limits (issue 13 finding 5): what one request may ask, so it can neither stall the
// others nor grow memory for ever. Each refusal is a clear 4xx, and a fresh read shows nothing stored.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { PURCHASE_ORDER_LIMITS } from "../schema/purchase-order-limits.ts";
import { bearer, call, gql, postGraphql, send, signInAs } from "./support/client.ts";
import { it } from "./support/members.ts";
import { ADD, products, UPDATE } from "./support/orders.ts";
import { assertRefused, assertUnchanged, inMaple, snapshot } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, resetProvider } from "./support/target.ts";
import { PNG, upload } from "./support/upload.ts";

test.before.each(resetProvider);

const MAX_LINES = PURCHASE_ORDER_LIMITS.maxLines;
const lines = (productId: string, count: number) =>
  Array.from({ length: count }, () => ({ productId, quantity: 1, unitCost: 1 }));

test(`an order of more than ${MAX_LINES} lines is refused, and nothing is stored`, async () => {
  const { token, tokens, before } = await inMaple();
  const productId = (await products(token))[0]!.id;
  const res = await gql(
    ADD,
    { shippingCost: 0, discount: "", items: lines(productId, MAX_LINES + 1) },
    token,
  );
  assertRefused(res, { code: "BAD_USER_INPUT", message: `at most ${MAX_LINES} lines` }, "add");
  await assertUnchanged(tokens, before, "too many lines");
  const full = await gql(ADD, { shippingCost: 0, discount: "", items: lines(productId, MAX_LINES) }, token);
  assert.is(full.body.data.addPurchaseOrder.purchaseOrder.items.length, MAX_LINES, "exactly the limit");
});

test(`lines added to an order past ${MAX_LINES} are refused, and the order stays as it was`, async () => {
  const { token, tokens } = await inMaple();
  const productId = (await products(token))[0]!.id;
  const created = await gql(
    ADD,
    { shippingCost: 0, discount: "", items: lines(productId, MAX_LINES - 2) },
    token,
  );
  const order = created.body.data.addPurchaseOrder.purchaseOrder;
  const before = await snapshot(tokens);
  const over = await gql(UPDATE, { id: order.id, itemAdditions: lines(productId, 3) }, token);
  const refusal = {
    code: "BAD_USER_INPUT",
    message: `at most ${MAX_LINES} lines; this one would have ${MAX_LINES + 1}`,
  } as const;
  assertRefused(over, refusal, "itemAdditions");
  // Removing one line does not make room for three: the lines after the change are what count.
  const swap = await gql(
    UPDATE,
    { id: order.id, itemAdditions: lines(productId, 4), itemRemovals: [order.items[0].id] },
    token,
  );
  assertRefused(
    swap,
    { ...refusal, message: `this one would have ${MAX_LINES + 1}` },
    "additions and a removal",
  );
  await assertUnchanged(tokens, before, "lines past the limit");
  const full = await gql(UPDATE, { id: order.id, itemAdditions: lines(productId, 2) }, token);
  assert.is(full.body.data.updatePurchaseOrder.purchaseOrder.items.length, MAX_LINES, "exactly the limit");
});

test("GraphQL query text over 16 KiB is refused before it is parsed, and nothing runs", async () => {
  const { token, tokens, before } = await inMaple();
  const padded = `${ADD}\n#${"x".repeat(16 * 1024)}`;
  const res = await gql(padded, { shippingCost: 0, discount: "", items: [] }, token);
  assertRefused(res, { code: "BAD_REQUEST", message: /at most 16384 are read/ }, "long query");
  await assertUnchanged(tokens, before, "long query");
});

test("JSON nested deeper than 32 levels is refused at once with 400, and nothing changes", async () => {
  const { token, tokens, before } = await inMaple();
  const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
  const started = performance.now();
  const graphql = await postGraphql(`{"query":"{ __typename }","variables":{"x":${deep}}}`, token);
  assertRefused(graphql, { code: "BAD_USER_INPUT", message: /nests more than 32/ }, "GraphQL");
  const rest = await call("login", { rawBody: `{"email":${deep},"password":"x"}` });
  assertRefused(rest, { code: "BAD_USER_INPUT", message: /nests more than 32/ }, "REST");
  assert.ok(performance.now() - started < 2000, "refused without parsing");
  await assertUnchanged(tokens, before, "deep JSON");
});

// Over HTTP the server stops reading at 1 MiB, before any handler (its own words); in process the JSON
// reader refuses it. A multipart header buys more only on the upload's own path.
const overHttp = !!process.env.PROVIDER_URL;
const ONE_MIB_REFUSAL = overHttp ? /a body of at most 1 MiB is accepted here/ : /at most/;

test("a JSON body over 1 MiB is refused with 413, and nothing changes", async () => {
  const { token, tokens, before } = await inMaple();
  const body = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(2 ** 20) } });
  assertRefused(
    await postGraphql(body, token),
    { code: "PAYLOAD_TOO_LARGE", message: ONE_MIB_REFUSAL },
    "GraphQL",
  );
  await assertUnchanged(tokens, before, "large JSON");
});

test("a body over 1 MiB sent as multipart anywhere but the upload is refused like any other", async () => {
  const { token, tokens, before } = await inMaple();
  const boundary = "x-boundary";
  const body = `--${boundary}\r\ncontent-disposition: form-data; name="query"\r\n\r\n${"x".repeat(2 ** 21)}\r\n--${boundary}--\r\n`;
  const res = await send(graphqlUrl, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    body,
  });
  if (overHttp) assertRefused(res, { code: "PAYLOAD_TOO_LARGE", message: ONE_MIB_REFUSAL }, "multipart");
  else assert.ok(res.status >= 400 && res.status < 500, `refused: ${res.status}`);
  await assertUnchanged(tokens, before, "large multipart");
});

it("feedback beyond 20 reports an hour is refused with 429 and Retry-After, and not stored", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  for (let i = 0; i < 20; i++)
    assert.is(
      (await call("feedback", { token: accessToken, body: { feedback: `report ${i}` } })).status,
      200,
    );
  const inbox = (await call("demoFeedback")).body.data;
  const text = await call("feedback", { token: accessToken, body: { feedback: "one more" } });
  assertRefused(text, { code: "TOO_MANY_REQUESTS", message: /At most 20 reports an hour/ }, "text");
  assert.ok(Number(text.headers?.get("retry-after")) > 3500, "Retry-After: about an hour");
  const image = await upload(accessToken, new Blob([PNG]));
  assertRefused(image, { code: "TOO_MANY_REQUESTS", message: /At most 20/ }, "screenshot");
  assert.equal((await call("demoFeedback")).body.data, inbox, "nothing stored");
  const other = (await signInAs("receiver@example.com")).accessToken;
  assert.is(
    (await call("feedback", { token: other, body: { feedback: "mine" } })).status,
    200,
    "per account",
  );
});

it("the feedback inbox answers pages: the newest 20 by default, then ?before= the last id", async () => {
  for (const email of ["buyer@example.com", "receiver@example.com"]) {
    const { accessToken } = await signInAs(email);
    for (let i = 0; i < 13; i++)
      await call("feedback", { token: accessToken, body: { feedback: `${email} ${i}` } });
  }
  const first = (await call("demoFeedback")).body.data as { id: number }[];
  assert.is(first.length, 20);
  // The owner manages the members of the reports' store, so it reads them on the server too (D144).
  const token = (await signInAs("owner@example.com")).accessToken;
  const page = (query: string) =>
    send(new URL(`demo/feedback?${query}`, apiBase), { headers: bearer(token) });
  const rest = (await page(`before=${first.at(-1)!.id}`)).body.data as { id: number }[];
  assert.is(rest.length, 6);
  assert.ok(rest[0]!.id < first.at(-1)!.id, "older than the first page");
  assert.is(((await page("limit=5")).body.data as unknown[]).length, 5);
  for (const query of ["limit=0", "limit=21", "limit=x", "before=abc", "before=-1"])
    assertRefused(await page(query), { code: "BAD_USER_INPUT", message: /limit|before/ }, query);
});

test.run("attack-limits", { extensions: ["demo"] });
