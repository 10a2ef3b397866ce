// The output folder before a build (scripts/out-folder.mjs): what the last build wrote goes, the demo's
// files included; a file the build never writes stays.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanOutdir } from "../scripts/out-folder.mjs";
import { ROOT } from "./source-files.ts";

const outdir = path.join(ROOT, `.cache/test-out-folder-${process.pid}`);
const put = (file: string) => {
  mkdirSync(path.dirname(path.join(outdir, file)), { recursive: true });
  writeFileSync(path.join(outdir, file), file);
};

test.after(() => rmSync(outdir, { recursive: true, force: true }));

test("a build clears the last build's files, the demo's included, and leaves the user's own", async () => {
  const written = ["index.html", "demo-seed.json", "sw.js", "assets/main-A.js", "assets/old/x.js"];
  for (const file of [...written, "notes.txt"]) put(file);
  await cleanOutdir(outdir);
  assert.equal(readdirSync(outdir), ["notes.txt"]);
});

test("a first build into a folder that does not exist makes it", async () => {
  const fresh = path.join(outdir, "fresh");
  await cleanOutdir(fresh);
  assert.ok(existsSync(fresh));
});

test.run();
