// GraphQL over HTTP (issue 13 #14): the answer's media type follows the client's Accept header.
// graphql-http's auditServer, run by hand against `npm run provider` with a signed-in fetch: 0 MUST
// failures; of the SHOULDs, three remain (D55).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { bearer, send, signInAs } from "./support/client.ts";
import { graphqlUrl } from "./support/target.ts";

const ask = async (accept: string) => {
  const { accessToken } = await signInAs("viewer@example.com");
  const headers = { "content-type": "application/json", accept, ...bearer(accessToken) };
  return send(graphqlUrl, { method: "POST", headers, body: JSON.stringify({ query: "{ __typename }" }) });
};

test("a client accepting application/graphql-response+json gets its answer under that type", async () => {
  const res = await ask("application/graphql-response+json, application/json;q=0.9");
  assert.is(res.status, 200);
  assert.match(res.headers!.get("content-type")!, /^application\/graphql-response\+json/);
  assert.equal(res.body, { data: { __typename: "Query" } });
});

test("a client accepting application/json (the app) gets application/json", async () => {
  const res = await ask("application/json");
  assert.match(res.headers!.get("content-type")!, /^application\/json/);
  assert.equal(res.body, { data: { __typename: "Query" } });
});

test.run();
