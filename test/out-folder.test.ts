// The output folder between one-shot builds (scripts/out-folder.mjs, D123): a build writes over the
// files it makes again and removes what the last build left that it did not write.
import type { Metafile } from "esbuild";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { previousAssets, removeStale } from "../scripts/out-folder.mjs";
import { ROOT } from "./source-files.ts";

const outdir = path.join(ROOT, `.cache/test-out-folder-${process.pid}`);
const put = (file: string) => {
  mkdirSync(path.dirname(path.join(outdir, file)), { recursive: true });
  writeFileSync(path.join(outdir, file), file);
};

test.after(() => rmSync(outdir, { recursive: true, force: true }));

test("a build keeps the files it writes again and removes the last build's others, the demo's files included", async () => {
  for (const file of [
    "index.html",
    "demo-seed.json",
    "assets/main-A.js",
    "assets/chunk-OLD.js",
    "assets/old/x.js",
  ])
    put(file);
  const previous = await previousAssets(outdir);
  assert.not.ok(existsSync(path.join(outdir, "demo-seed.json")), "the files beside assets/ go at once");
  assert.not.ok(existsSync(path.join(outdir, "index.html")));
  // The build writes main-A.js again and a new chunk.
  put("assets/chunk-NEW.js");
  const written = ["assets/main-A.js", "assets/chunk-NEW.js"];
  const outputs = Object.fromEntries(
    written.map((file) => [path.relative(ROOT, path.join(outdir, file)), {}]),
  );
  await removeStale(previous, { inputs: {}, outputs } as unknown as Metafile);
  assert.equal(readdirSync(path.join(outdir, "assets")).sort(), ["chunk-NEW.js", "main-A.js"]);
});

test("a first build into a folder that does not exist finds nothing to remove", async () => {
  const fresh = path.join(outdir, "fresh");
  assert.equal(await previousAssets(fresh), []);
  assert.ok(existsSync(fresh));
});

test.run();
