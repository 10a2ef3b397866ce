// The GraphQL client checks an answer against its operation's generated schema before any screen reads it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { freshState } from "../../test/render.tsx";
import { ApiError } from "./api-error.ts";
import type { TypedDocumentString } from "./generated/graphql.ts";
import { graphqlRequest } from "./graphql.ts";

// The transport sends the text as written; only the operation's name picks the schema.
const SUPPLIER = new String(
  "query Supplier($id: ID!) { supplier(id: $id) { id } }",
) as unknown as TypedDocumentString<unknown, { id: string }>;

/** Answers every fetch with `data` as a 200 GraphQL answer while `run` runs. */
async function answering<T>(data: unknown, run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
  try {
    return await run();
  } finally {
    globalThis.fetch = realFetch;
  }
}

test.before.each(async () => {
  await freshState();
});

test("an answer of the asked-for shape is returned as sent", async () => {
  assert.equal(await answering({ supplier: null }, () => graphqlRequest(SUPPLIER, { id: "1" })), {
    supplier: null,
  });
});

test("an answer of another shape is an ApiError naming the first problem by its path", async () => {
  const error = await answering({ supplier: { id: 7 } }, () => graphqlRequest(SUPPLIER, { id: "1" })).catch(
    (e: unknown) => e,
  );
  assert.instance(error, ApiError);
  assert.is(
    (error as ApiError).message,
    "The answer to Supplier is not what was asked: data.supplier.id is not a string.",
  );
  assert.is((error as ApiError).status, 200);
});

test.run();
