import { test } from "uvu";
import * as assert from "uvu/assert";
import { ConfigError, parseConfig } from "./config.ts";

test("an empty config object takes every default", () => {
  assert.equal(parseConfig({}), { apiBase: "/api/", graphqlUrl: "/graphql/", mock: false, basePath: "/" });
});

test("a sub-path host and a remote provider are accepted", () => {
  const config = parseConfig({ apiBase: "https://api.example.com/api/", mock: true, basePath: "/demo/" });
  assert.is(config.basePath, "/demo/");
  assert.is(config.apiBase, "https://api.example.com/api/");
});

test("a missing config is a ConfigError that says config.js did not load", () => {
  assert.throws(
    () => parseConfig(undefined),
    (error: Error) => error instanceof ConfigError && /config\.js did not load/.test(error.message),
  );
});

test("a broken config names the field that is wrong", () => {
  assert.throws(() => parseConfig({ mock: "yes" }), /mock/);
  assert.throws(() => parseConfig({ basePath: "demo" }), /basePath must start and end with "\/"/);
  assert.throws(
    () => parseConfig("nonsense"),
    (error: Error) => error instanceof ConfigError,
  );
});

test.run();
