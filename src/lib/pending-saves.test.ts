import { test } from "uvu";
import * as assert from "uvu/assert";
import { flushPendingSaves, keepPendingSaves, registerPendingSave } from "./pending-saves.ts";

test("flushing sends every registered edit, and an unregistered one no more", async () => {
  const sent: string[] = [];
  const stopA = registerPendingSave(async () => void sent.push("a"));
  const stopB = registerPendingSave(async () => void sent.push("b"));
  await flushPendingSaves();
  assert.equal(sent.sort(), ["a", "b"]);
  stopA();
  await flushPendingSaves();
  assert.equal(sent.sort(), ["a", "b", "b"]);
  stopB();
});

test("one failing flush does not stop the others", async () => {
  const sent: string[] = [];
  const stopA = registerPendingSave(async () => {
    throw new Error("offline");
  });
  const stopB = registerPendingSave(async () => void sent.push("b"));
  await flushPendingSaves();
  assert.equal(sent, ["b"]);
  stopA();
  stopB();
});

test("hiding the tab flushes", async () => {
  const sent: string[] = [];
  const stop = registerPendingSave(async () => void sent.push("hidden"));
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  stop();
  assert.equal(sent, ["hidden"]);
});

test("when the page is about to go, each keeps what it could not send; a flush-only one is left alone", () => {
  const kept: string[] = [];
  const stopA = registerPendingSave(
    async () => {},
    () => void kept.push("a"),
  );
  const stopB = registerPendingSave(async () => {});
  keepPendingSaves();
  assert.equal(kept, ["a"]);
  stopA();
  stopB();
});

test.run();
