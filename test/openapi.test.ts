// schema/openapi.json is the REST table of schema/rest.ts as OpenAPI 3.1 today: a call changed in
// schema/ without `npm run codegen` fails here, before a provider team reads a stale document.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { REST } from "../schema/rest.ts";
import { OPENAPI_FILE, openApiDocument } from "../scripts/openapi.ts";
import { ROOT } from "./source-files.ts";

const committed = () => readFileSync(path.join(ROOT, OPENAPI_FILE), "utf8");

test("the committed OpenAPI document is what schema/rest.ts makes today (else run npm run codegen)", () => {
  assert.ok(committed() === openApiDocument(), `${OPENAPI_FILE} is stale: run npm run codegen`);
});

test("every REST call is one operation, at its path and method, extensions marked", () => {
  const document = JSON.parse(openApiDocument());
  for (const [name, endpoint] of Object.entries(REST)) {
    const route = "/" + endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    const operation = document.paths[route]?.[endpoint.method.toLowerCase()];
    assert.is(operation?.operationId, name, `${endpoint.method} ${route}`);
    assert.is(operation["x-extension"] === true, "extension" in endpoint, `${name}: x-extension`);
    assert.is(operation.security !== undefined, endpoint.auth, `${name}: bearer token`);
  }
});

test("an answer is an open object: a provider may send fields the app does not read", () => {
  const { components } = JSON.parse(openApiDocument());
  assert.is(components.schemas.LoginResponse.additionalProperties, undefined);
  assert.equal(components.schemas.LoginResponse.properties.data.properties.user, {
    $ref: "#/components/schemas/User",
  });
});

test.run();
