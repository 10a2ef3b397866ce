// The packages' files kept between builds (scripts/package-build.mjs, D111): a build that takes them from
// the cache writes the same files as one that built them, its code runs against them, and they are built
// again when what they depend on changes.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { appBuildOptions } from "../build.mjs";
import { buildWithPackages } from "../scripts/package-build.mjs";
import { baseKey } from "../scripts/package-cache.mjs";
import { ROOT } from "./source-files.ts";

const work = path.join(ROOT, `.cache/test-package-build-${process.pid}`);
const cacheDir = path.join(work, "cache");
const outdir = (name: string) => path.join(work, name);
const options = (dir: string, entry = "test/package-build-fixture.ts") => ({
  ...appBuildOptions({ outdir: dir }),
  entryPoints: { main: entry },
});
const build = (name: string, entry?: string) =>
  buildWithPackages(options(outdir(name), entry), outdir(name), { cacheDir });
/** Every file under `dir` by its path there, with its bytes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.includes("."))
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file)).toString("base64")]),
  );

test.after(() => rmSync(work, { recursive: true, force: true }));

test("a build taking the packages from the cache writes the same files as the build that made them", async () => {
  const first = await build("first");
  const second = await build("second");
  assert.is(first.packages, "built");
  assert.is(second.packages, "cached");
  const files = filesOf(outdir("first"));
  assert.ok(Object.keys(files).some((file) => /^assets\/vendor-zod-mini-\w+\.js$/.test(file)));
  assert.equal(filesOf(outdir("second")), files);
});

test("the built code runs against the packages' files: a named import, a namespace's members, a whole module", async () => {
  const main = readdirSync(path.join(outdir("second"), "assets")).find((file) => /^main-\w+\.js$/.test(file));
  const app = await import(pathToFileURL(path.join(outdir("second"), "assets", main!)).href);
  assert.is(app.hookType, "function");
  assert.equal(app.person.parse({ name: "Ada" }), { name: "Ada" });
  assert.throws(() => app.person.parse({ name: 7 }));
  assert.is(typeof (await app.loadDecoder()).jwtDecode, "function");
});

test("the packages are built again when the code takes another name or subpath from them, and cached when it is back", async () => {
  assert.is((await build("more", "test/package-build-fixture-more.ts")).packages, "built");
  assert.is((await build("again")).packages, "cached");
});

test("a cache that lost its files builds the packages again, to the same files", async () => {
  const entries = readdirSync(cacheDir).filter((name) => /^[0-9a-f]{20}$/.test(name));
  assert.ok(entries.length);
  for (const name of entries) rmSync(path.join(cacheDir, name, "files"), { recursive: true, force: true });
  const healed = await build("healed");
  assert.is(healed.packages, "built");
  assert.equal(filesOf(outdir("healed")), filesOf(outdir("first")));
});

test("the packages' key changes with the build options and the output folder's depth, not its name", async () => {
  const key = await baseKey(options(outdir("first")), outdir("first"));
  assert.is(await baseKey(options(outdir("second")), outdir("second")), key);
  assert.is.not(
    await baseKey(options(path.join(work, "deeper/first")), path.join(work, "deeper/first")),
    key,
  );
  const minifiedLess = { ...options(outdir("first")), minify: false };
  assert.is.not(await baseKey(minifiedLess, outdir("first")), key);
});

test.run();
