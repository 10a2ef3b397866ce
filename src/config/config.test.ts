import { test } from "uvu";
import * as assert from "uvu/assert";
import { ConfigError, parseConfig, readConfig } from "./config.ts";

test("an empty config object takes every default", () => {
  assert.equal(parseConfig({}), { apiBase: "/api/", graphqlUrl: "/graphql/", mock: false, basePath: "/" });
});

test("a sub-path host and a remote provider are accepted", () => {
  const config = parseConfig({ apiBase: "https://api.example.com/api/", mock: true, basePath: "/demo/" });
  assert.is(config.basePath, "/demo/");
  assert.is(config.apiBase, "https://api.example.com/api/");
});

/** A page whose element `app-config` has `text`, or a page without one (null). */
const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === "app-config" && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

test("the config is read from index.html's JSON block", () => {
  assert.equal(readConfig(page('{ "mock": true, "basePath": "/demo/" }')), {
    mock: true,
    basePath: "/demo/",
  });
});

test("a page without the block has no config, and parsing that says index.html has none", () => {
  assert.is(readConfig(page(null)), undefined);
  assert.throws(
    () => parseConfig(undefined),
    (error: Error) => error instanceof ConfigError && /index\.html has no config/.test(error.message),
  );
});

test("a block that is not JSON is a ConfigError that says so", () => {
  assert.throws(
    () => readConfig(page("{ mock: true }")),
    (error: Error) => error instanceof ConfigError && /is not valid JSON/.test(error.message),
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
