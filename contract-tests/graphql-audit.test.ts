// graphql-http's audit of GraphQL over HTTP (issue 13 #14, D56), signed in, as the lane runs it: in
// process or over HTTP. Every MUST holds for any provider (black-box); every SHOULD for ours (strict,
// D56). Notices (a MAY not taken: GET is not served, D24) are printed, not failed.
import { describe } from "node:test";
import { auditServer, type AuditResult } from "graphql-http";
import * as assert from "uvu/assert";
import { session } from "./support/sessions.ts";
import { graphqlUrl } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const list = (results: AuditResult[]) =>
  results.map((r) => `  ${r.name}${"reason" in r ? `: ${r.reason}` : ""}`).join("\n");

let audit: Promise<AuditResult[]> | null = null;

/** The audit, run once for both tests, as the owner account. */
function audited() {
  audit ??= (async () => {
    const { token } = await session("owner");
    // The audit's requests carry no token; the provider answers 401 to those (spec section 8).
    const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    };
    const results = await auditServer({ url: graphqlUrl, fetchFn });
    const of = (status: AuditResult["status"]) => results.filter((r) => r.status === status);
    console.log(
      `graphql-http audit: ${of("ok").length} ok, ${of("notice").length} notices, ${of("warn").length} ` +
        `warnings, ${of("error").length} errors\n${list([...of("notice"), ...of("warn")])}`,
    );
    return results;
  })();
  return audit;
}

describe("graphql-audit", () => {
  contract("graphql-http's audit finds no MUST failed", {}, async () => {
    const results = await audited();
    assert.ok(
      results.some((r) => r.status === "ok"),
      "the audit ran",
    );
    const errors = results.filter((r) => r.status === "error");
    assert.is(errors.length, 0, `MUST failed:\n${list(errors)}`);
  });

  contract("graphql-http's audit finds no SHOULD missed", { strict: "D56" }, async () => {
    const warnings = (await audited()).filter((r) => r.status === "warn");
    assert.is(warnings.length, 0, `SHOULD missed:\n${list(warnings)}`);
  });
});
