import { test } from "uvu";
import * as assert from "uvu/assert";
import { ConfigError } from "../config/config.ts";
import { showBootError } from "./boot-error.ts";

test("the boot error page shows the title and the reason instead of a blank screen", () => {
  // Its own #root, removed afterwards: other files' screens may still be mounted in the body.
  const root = document.body.appendChild(Object.assign(document.createElement("div"), { id: "root" }));
  const original = console.error;
  console.error = () => {};
  try {
    showBootError(new ConfigError("The config in index.html is not valid: mock expected boolean."));
  } finally {
    console.error = original;
  }
  const alert = document.querySelector('[role="alert"]');
  assert.match(alert?.querySelector("h1")?.textContent ?? "", "could not start");
  assert.is(
    alert?.querySelector("pre")?.textContent,
    "The config in index.html is not valid: mock expected boolean.",
  );
  root.remove();
});

test.run();
