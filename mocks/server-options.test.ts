// The provider's command line: a short secret only on loopback (issue 13 finding 3), whole numbers only.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readServerOptions } from "./server-options.ts";

const SHORT = ["--secret", "short"];

test("a short secret is accepted on loopback, where only this machine can reach the server", () => {
  for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1"])
    assert.is(readServerOptions(["--host", host, ...SHORT]).secret, "short", host);
});

test("a secret under 32 bytes is refused on any other address", () => {
  for (const host of ["0.0.0.0", "192.168.1.5", "::", "example.com"])
    assert.throws(() => readServerOptions(["--host", host, ...SHORT]), /needs at least 32/, host);
  assert.is(readServerOptions(["--host", "0.0.0.0", "--secret", "é".repeat(16)]).secret, "é".repeat(16));
});

test("without --secret the options leave the secret to the provider, which makes a random one", () => {
  assert.is(readServerOptions(["--host", "0.0.0.0"]).secret, undefined);
});

test("a port that is not a whole number is refused", () => {
  assert.throws(() => readServerOptions(["--port", "80a"]), /--port must be a whole number/);
});

test.run();
