// graphql-http's audit of GraphQL over HTTP (issue 13 #14, D56), signed in, as the lane runs it: in
// process or over HTTP. Every MUST holds for any provider; every SHOULD for ours (a run against a real
// provider lists its warnings instead, D29). Notices (a MAY not taken: GET is not served, D24) are
// printed, not failed.
import { auditServer, type AuditResult } from "graphql-http";
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { signInAs } from "./support/client.ts";
import { extensionsAvailable, graphqlUrl } from "./support/target.ts";

const list = (results: AuditResult[]) =>
  results.map((r) => `  ${r.name}${"reason" in r ? `: ${r.reason}` : ""}`).join("\n");

test("graphql-http's audit finds no MUST failed and no SHOULD missed", async () => {
  const { accessToken } = await signInAs("viewer@example.com");
  // The audit's requests carry no token; the provider answers 401 to those (spec section 8).
  const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${accessToken}`);
    return fetch(input, { ...init, headers });
  };
  const results = await auditServer({ url: graphqlUrl, fetchFn });
  const of = (status: AuditResult["status"]) => results.filter((r) => r.status === status);
  const [errors, warnings, notices] = [of("error"), of("warn"), of("notice")];
  console.log(
    `graphql-http audit: ${of("ok").length} ok, ${notices.length} notices, ${warnings.length} warnings, ` +
      `${errors.length} errors\n${list([...notices, ...warnings])}`,
  );
  assert.ok(of("ok").length > 0, "the audit ran");
  assert.is(errors.length, 0, `MUST failed:\n${list(errors)}`);
  if (extensionsAvailable) assert.is(warnings.length, 0, `SHOULD missed:\n${list(warnings)}`);
});

test.run("graphql-audit");
