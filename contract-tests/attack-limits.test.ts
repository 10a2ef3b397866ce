// Attack suite, limits (issue 13 finding 5): what one request may ask, so it can neither stall the
// others nor grow memory for ever. On any provider an oversized or over-nested request is never a 5xx
// and stores nothing (black-box, on the run's own records); the limits themselves and their words are
// our fake's (D208, D145's body sizes): strict. The feedback brake and the inbox's pages count reports,
// so they run on the accounts of a `store of its own` (D200), never the run's, and need the demo's inbox.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { PURCHASE_ORDER_LIMITS } from "../schema/purchase-order-limits.ts";
import { bearer, call, gql, postGraphql, send, type Answer } from "./support/client.ts";
import { ADD, createOrder, products, UPDATE } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { ownStore, tokenOf } from "./support/own-store.ts";
import { session, unique } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, remote } from "./support/target.ts";
import type { Needs } from "./support/tiers.ts";
import { contract } from "./support/tiers.ts";
import { PNG, upload } from "./support/upload.ts";

const D208 = { strict: "D208" } as const;
const MAX_LINES = PURCHASE_ORDER_LIMITS.maxLines;
const lines = (productId: string, count: number) =>
  Array.from({ length: count }, () => ({ productId, quantity: 1, unitCost: 1 }));

const notServerError = (res: Answer<any>, what: string) =>
  assert.ok(res.status < 500, `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);

/** The owner's token, a product of the run's store and a read of what a refused write could change. */
async function given() {
  const { token } = await session("owner");
  const productId = (await products(token))[0]!.id;
  return { token, productId, before: await ownSnapshot(token, []) };
}

describe("attack-limits", () => {
  // ---------------------------------------------------------------- lines on one order (D208)

  contract(`an order of more than ${MAX_LINES} lines is refused, and nothing is stored`, D208, async () => {
    const { token, productId, before } = await given();
    const items = lines(productId, MAX_LINES + 1);
    const res = await gql(ADD, { shippingCost: 0, discount: "", items }, token);
    assertRefused(res, { code: "BAD_USER_INPUT", message: `at most ${MAX_LINES} lines` }, "add");
    await assertOwnUnchanged(token, before, "too many lines");
    const full = await gql(ADD, { shippingCost: 0, discount: "", items: lines(productId, MAX_LINES) }, token);
    assert.is(full.body.data.addPurchaseOrder.purchaseOrder.items.length, MAX_LINES, "exactly the limit");
  });

  contract(
    `lines added to an order past ${MAX_LINES} are refused, and the order stays as it was`,
    D208,
    async () => {
      const { token, productId } = await given();
      const order = await createOrder(token, {
        shippingCost: 0,
        discount: "",
        items: lines(productId, MAX_LINES - 2),
      });
      const before = await ownSnapshot(token, [order.id]);
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
      await assertOwnUnchanged(token, before, "lines past the limit");
      const full = await gql(UPDATE, { id: order.id, itemAdditions: lines(productId, 2) }, token);
      assert.is(
        full.body.data.updatePurchaseOrder.purchaseOrder.items.length,
        MAX_LINES,
        "exactly the limit",
      );
    },
  );

  // ---------------------------------------------------------------- query text and nesting

  const padded = () => `${ADD}\n#${"x".repeat(16 * 1024)}`;
  const deep = () => `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
  const deepRequests = async (token: string) => ({
    GraphQL: await postGraphql(`{"query":"{ __typename }","variables":{"x":${deep()}}}`, token),
    REST: await call("login", { rawBody: `{"email":${deep()},"password":"x"}` }),
  });

  contract(
    "GraphQL query text over 16 KiB and JSON nested 200,000 deep are never a 5xx, and change nothing",
    {},
    async () => {
      const { token, before } = await given();
      notServerError(await gql(padded(), { shippingCost: 0, discount: "", items: [] }, token), "long query");
      const { GraphQL, REST } = await deepRequests(token);
      notServerError(GraphQL, "deep GraphQL variables");
      // An email that is no string: no sign-in, whatever the provider makes of the rest.
      assert.ok(REST.status >= 400 && REST.status < 500, `deep REST body: ${REST.status}`);
      // A provider may take the long query: its order is the one addition it may make.
      const after = await ownSnapshot(token, []);
      assert.ok(after.orderCount - before.orderCount <= 1, "at most the long query's order");
      assert.equal([after.supplierCount, after.stock], [before.supplierCount, before.stock], "nothing else");
    },
  );

  contract(
    "GraphQL query text over 16 KiB is refused before it is parsed, and nothing runs",
    D208,
    async () => {
      const { token, before } = await given();
      const res = await gql(padded(), { shippingCost: 0, discount: "", items: [] }, token);
      assertRefused(res, { code: "BAD_REQUEST", message: /at most 16384 are read/ }, "long query");
      await assertOwnUnchanged(token, before, "long query");
    },
  );

  // Counted on the text before it is parsed: the words say the depth check, not the parser, refused it.
  contract(
    "JSON nested deeper than 32 levels is refused at once with 400, and nothing changes",
    D208,
    async () => {
      const { token, before } = await given();
      const { GraphQL, REST } = await deepRequests(token);
      assertRefused(GraphQL, { code: "BAD_USER_INPUT", message: /nests more than 32/ }, "GraphQL");
      assertRefused(REST, { code: "BAD_USER_INPUT", message: /nests more than 32/ }, "REST");
      await assertOwnUnchanged(token, before, "deep JSON");
    },
  );

  // ---------------------------------------------------------------- body sizes (D145)

  // Over HTTP our server stops reading at 1 MiB, before any handler (its own words); in process the JSON
  // reader refuses it. A multipart header buys more only on the upload's own path.
  const ONE_MIB_REFUSAL = remote ? /a body of at most 1 MiB is accepted here/ : /at most/;
  const bigJson = (token: string) =>
    postGraphql(JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(2 ** 20) } }), token);
  const boundary = "x-boundary";
  const bigMultipart = (token: string) =>
    send(graphqlUrl, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      body: `--${boundary}\r\ncontent-disposition: form-data; name="query"\r\n\r\n${"x".repeat(2 ** 21)}\r\n--${boundary}--\r\n`,
    });

  contract("a body over 1 MiB, JSON or multipart, is never a 5xx, and changes nothing", {}, async () => {
    const { token, before } = await given();
    notServerError(await bigJson(token), "JSON");
    notServerError(await bigMultipart(token), "multipart");
    await assertOwnUnchanged(token, before, "large bodies");
  });

  contract(
    "a JSON body over 1 MiB is refused with 413, and nothing changes",
    { strict: "D145" },
    async () => {
      const { token, before } = await given();
      assertRefused(await bigJson(token), { code: "PAYLOAD_TOO_LARGE", message: ONE_MIB_REFUSAL }, "GraphQL");
      await assertOwnUnchanged(token, before, "large JSON");
    },
  );

  contract(
    "a body over 1 MiB sent as multipart anywhere but the upload is refused like any other",
    { strict: "D145" },
    async () => {
      const { token, before } = await given();
      const res = await bigMultipart(token);
      if (remote) assertRefused(res, { code: "PAYLOAD_TOO_LARGE", message: ONE_MIB_REFUSAL }, "multipart");
      else assert.ok(res.status >= 400 && res.status < 500, `refused: ${res.status}`);
      await assertOwnUnchanged(token, before, "large multipart");
    },
  );

  // ---------------------------------------------------------------- feedback (D208, the demo's inbox)

  const REPORTERS: Needs = ownStore({ buyer: "Buyer", receiver: "Receiver" }, ["demo"]);
  type Report = { id: number; message: string };
  const send1 = (token: string, feedback: string) => call("feedback", { token, body: { feedback } });

  contract(
    "feedback beyond 20 reports an hour is refused with 429 and Retry-After, and not stored",
    { ...REPORTERS, ...D208 },
    async ({ state }) => {
      const [owner, buyer, receiver] = await Promise.all(
        ["owner", "buyer", "receiver"].map((key) => tokenOf(state, key)),
      );
      for (let i = 0; i < 20; i++) assert.is((await send1(buyer!, `report ${i}`)).status, 200);
      const inbox = (await call("demoFeedback", { token: owner })).body.data;
      const text = await send1(buyer!, "one more");
      assertRefused(text, { code: "TOO_MANY_REQUESTS", message: /At most 20 reports an hour/ }, "text");
      assert.ok(Number(text.headers?.get("retry-after")) > 3500, "Retry-After: about an hour");
      const image = await upload(buyer!, new Blob([PNG]));
      assertRefused(image, { code: "TOO_MANY_REQUESTS", message: /At most 20/ }, "screenshot");
      assert.equal((await call("demoFeedback", { token: owner })).body.data, inbox, "nothing stored");
      assert.is((await send1(receiver!, "mine")).status, 200, "per account");
    },
  );

  contract(
    "the feedback inbox answers pages: the newest 20 by default, then ?before= the last id",
    REPORTERS,
    async ({ state }) => {
      const tag = unique("page");
      for (const key of ["buyer", "receiver"]) {
        const token = await tokenOf(state, key);
        for (let i = 0; i < 13; i++) assert.is((await send1(token, `${tag} ${key} ${i}`)).status, 200);
      }
      // The state's owner manages the members of the reports' store, so it reads them (D144); in process the
      // inbox is the in-page toolkit's, every report, so only the newest 26 are known to be the test's.
      const token = await tokenOf(state, "owner");
      const get = (query: string) =>
        send(new URL(`demo/feedback${query}`, apiBase), { headers: bearer(token) });
      const page = async (query: string) => (await get(query)).body.data as Report[];
      const mine = (rows: Report[]) => rows.filter((r) => r.message.startsWith(`${tag} `)).length;
      const first = await page("");
      assert.equal([first.length, mine(first)], [20, 20], "the newest 20, all the test's");
      const rest = await page(`?before=${first.at(-1)!.id}`);
      assert.is(mine(rest.slice(0, 6)), 6, "the 6 older ones next");
      assert.is(mine(rest), 6, "and no more of them");
      if (remote) assert.is(rest.length, 6, "the owner reads its store's reports alone (D144)");
      assert.ok(rest[0]!.id < first.at(-1)!.id, "older than the first page");
      assert.is((await page("?limit=5")).length, 5);
      for (const query of ["limit=0", "limit=21", "limit=x", "before=abc", "before=-1"])
        assertRefused(await get(`?${query}`), { code: "BAD_USER_INPUT", message: /limit|before/ }, query);
    },
  );
});
