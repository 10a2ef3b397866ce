// Why the provider cannot listen, as one sentence each (issue 26): never Node's stack.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { listenProblem } from "./server-lifecycle.ts";

const error = (code: string) => Object.assign(new Error(code), { code });

test("a taken port, a privileged one, an address not of this machine, a name that does not resolve", () => {
  assert.is(
    listenProblem(error("EADDRINUSE"), "127.0.0.1", 4000),
    "Port 4000 is already in use: stop the other server or pass --port N",
  );
  assert.match(listenProblem(error("EACCES"), "127.0.0.1", 80)!, "Port 80 needs privileges");
  assert.match(
    listenProblem(error("EADDRNOTAVAIL"), "10.9.8.7", 4000)!,
    "10.9.8.7 is not an address of this machine",
  );
  assert.match(
    listenProblem(error("ENOTFOUND"), "nowhere.invalid", 4000)!,
    "nowhere.invalid does not resolve",
  );
});

test("anything else is left to the caller's general sentence", () => {
  assert.is(listenProblem(error("EMFILE"), "127.0.0.1", 4000), null);
});

test.run();
