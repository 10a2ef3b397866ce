import { test } from "uvu";
import * as assert from "uvu/assert";
import { ConfigError, parseConfig } from "./config.ts";
import { showBootError } from "./boot-error.ts";

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

test("the boot error page shows the title and the reason instead of a blank screen", () => {
  document.body.innerHTML = '<div id="root"></div>';
  const original = console.error;
  console.error = () => {};
  try {
    showBootError(new ConfigError("config.js is not valid: mock expected boolean."));
  } finally {
    console.error = original;
  }
  const alert = document.querySelector('[role="alert"]');
  assert.match(alert?.querySelector("h1")?.textContent ?? "", "could not start");
  assert.is(alert?.querySelector("pre")?.textContent, "config.js is not valid: mock expected boolean.");
  document.body.innerHTML = "";
});

test.run();
