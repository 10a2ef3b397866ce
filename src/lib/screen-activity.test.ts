import { test } from "uvu";
import * as assert from "uvu/assert";
import { holdFreshReads, screenIdle, whileWriting } from "./screen-activity.ts";

const press = (element: HTMLElement) => {
  document.body.append(element);
  element.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
  element.remove();
};

test("a key pressed outside a field is no typing; one pressed in a field holds for the typing pause", () => {
  // Looked at an hour on, keys pressed by earlier tests in this process are long past.
  const realNow = Date.now;
  const later = realNow() + 3_600_000;
  Date.now = () => later;
  try {
    press(document.createElement("div"));
    assert.ok(screenIdle(60_000), "a key on no field");
  } finally {
    Date.now = realNow;
  }
  press(document.createElement("input"));
  assert.not.ok(screenIdle(60_000), "a key in a field, within the pause");
  assert.ok(screenIdle(0), "a key in a field, the pause over");
});

test("a write on its way holds until it settles, answered or failed", async () => {
  let answer!: () => void;
  let fail!: () => void;
  const answered = whileWriting(new Promise<void>((resolve) => (answer = resolve)));
  const failed = whileWriting(new Promise<void>((_, reject) => (fail = () => reject(new Error("down")))));
  assert.not.ok(screenIdle(0));
  answer();
  await answered;
  assert.not.ok(screenIdle(0), "one still on its way");
  fail();
  await failed.catch(() => {});
  assert.ok(screenIdle(0));
});

test("a screen's hold counts until it is released", () => {
  let unsaved = true;
  const release = holdFreshReads(() => unsaved);
  assert.not.ok(screenIdle(0));
  unsaved = false;
  assert.ok(screenIdle(0));
  unsaved = true;
  release();
  assert.ok(screenIdle(0));
});

test.run();
