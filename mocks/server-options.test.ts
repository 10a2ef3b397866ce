// The provider's command line: a short secret only on loopback (issue 13 finding 3), whole numbers only.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { OptionError, readServerOptions, usage, wantsHelp } from "./server-options.ts";

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

test("--help lists every option the command line reads, each with its meaning", () => {
  const text = usage();
  for (const flag of ["--port N", "--host HOST", "--data FILE", "--seed N", "--orders N", "--secret S"])
    assert.match(text, flag);
  for (const flag of ["--demo-endpoints", "--cors-origin ORIGIN", "--latency MS", "--errors RATE"])
    assert.match(text, flag);
  for (const flag of ["--offline", "--log FILE", "-h, --help"]) assert.match(text, flag);
  assert.match(text, /--port N +port to listen on; 0 picks a free one \(default: 4000\)/);
  // Each option is one line, and every option line says what happens without it.
  const lines = text.split("\n").filter((line) => line.startsWith("  -"));
  assert.ok(lines.length >= 13, text);
  for (const line of lines.filter((l) => !l.includes("--help"))) assert.match(line, /default/, line);
});

test("--help and -h are asked for anywhere before a --", () => {
  assert.ok(wantsHelp(["--port", "80", "--help"]));
  assert.ok(wantsHelp(["-h"]));
  assert.not.ok(wantsHelp(["--", "--help"]));
  assert.not.ok(wantsHelp(["--secret=--help"]));
});

test("an unknown option is named in one sentence that points to --help", () => {
  assert.throws(
    () => readServerOptions(["--prot", "4000"]),
    (error: Error) =>
      error instanceof OptionError && error.message === "there is no option --prot: see --help",
  );
  assert.throws(() => readServerOptions(["4000"]), /"4000" is not an option .*: see --help/);
  assert.throws(() => readServerOptions(["--port"]), /--port.*: see --help/);
});

test("--log takes a file or - for standard output; without it there is no log", () => {
  assert.is(readServerOptions(["--log", "-"]).log, "-");
  assert.is(readServerOptions(["--log", "access.log"]).log, "access.log");
  assert.is(readServerOptions([]).log, undefined);
  assert.throws(() => readServerOptions(["--log="]), /--log takes a file name/);
});

test("--extensions: all by default, none, or names; an unknown name is refused naming it", () => {
  assert.equal(readServerOptions([]).extensions, ["history", "notes", "arrival", "reorder", "approval"]);
  assert.equal(readServerOptions(["--extensions", "arrival,history"]).extensions, ["history", "arrival"]);
  assert.equal(readServerOptions(["--extensions", "none"]).extensions, []);
  assert.equal(readServerOptions(["--extensions", "history"]).extensions, ["history"]);
  assert.equal(readServerOptions(["--extensions", " History , history"]).extensions, ["history"]);
  assert.throws(
    () => readServerOptions(["--extensions", "history,notez"]),
    /--extensions: "notez" is no extension/,
  );
  assert.match(usage(), "--extensions LIST");
});

test.run();
