// What the provider prints at start (issue 26): the ready line first, then how it runs, never the secret.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../schema/demo.ts";
import { readServerOptions } from "./server-options.ts";
import { startSummary } from "./server-summary.ts";

const URL = "http://127.0.0.1:4000";
const summary = (args: string[], extra = {}) =>
  startSummary({ url: URL, options: readServerOptions(args), ...extra }).join("\n");

test("the first line is the ready line the test runners wait for, exactly", () => {
  assert.is(
    startSummary({ url: URL, options: readServerOptions([]) })[0],
    `Fake provider listening on ${URL}`,
  );
});

test("by default: memory only, a random secret, every optional group off, the accounts listed", () => {
  const text = summary([]);
  assert.match(text, /data +memory only/);
  assert.match(text, /secret +random for this start/);
  assert.match(text, /demo endpoints +off/);
  assert.match(text, /provider states +off/);
  assert.match(text, /extensions +history, notes, arrival, reorder, approval \(--extensions none/);
  assert.match(summary(["--extensions", "none"]), /extensions +none: the spec's calls only/);
  assert.match(text, /CORS +off/);
  assert.match(text, /faults +off/);
  assert.match(text, /access log +off/);
  assert.match(text, `GET ${URL}/api/health`);
  assert.match(text, `password ${DEMO_PASSWORD}`);
  for (const account of DEMO_ACCOUNTS) assert.match(text, account.email);
});

test("says what is on, and that a secret was given without printing it", () => {
  const secret = "a-secret-nobody-may-read-in-a-log-0123456789";
  const text = summary([
    `--secret=${secret}`,
    "--demo-endpoints",
    "--cors-origin=https://app.example.com",
    "--latency=200",
    "--errors=0.3",
    "--log=-",
    "--data=/srv/store.json",
  ]);
  assert.not.match(text, secret);
  assert.match(text, /secret +given with --secret \(not shown\)/);
  assert.match(text, /demo endpoints +on for signed-in users/);
  assert.match(text, /CORS +https:\/\/app\.example\.com/);
  assert.match(text, /faults +every API call delayed 200 ms, 30% of API calls fail with 503/);
  assert.match(text, /access log +standard output/);
  assert.match(text, /data +\/srv\/store\.json \(new, the seed written to it\)/);
});

test("a data file loaded, and the leftovers of a save cut short that were removed", () => {
  const text = summary(["--data", "/srv/store.json"], {
    dataLoaded: true,
    removedTemporaries: ["store.json.4242.tmp"],
  });
  assert.match(text, "/srv/store.json (loaded; removed store.json.4242.tmp, left by a save cut short)");
});

test.run();
