// The packages' files kept between builds (scripts/package-build.mjs, D121): a build that takes them from
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

/** The output file whose name starts with `prefix` and its text. */
const output = (name: string, prefix: string) => {
  const file = readdirSync(path.join(outdir(name), "assets")).find(
    (found) => found.startsWith(prefix) && found.endsWith(".js"),
  );
  return { file, text: file && readFileSync(path.join(outdir(name), "assets", file), "utf8") };
};

test("a build taking the packages from the cache writes the same files as the build that made them", async () => {
  const first = await build("first");
  const second = await build("second");
  assert.is(first.packages, "built");
  assert.is(second.packages, "cached");
  assert.equal(filesOf(outdir("second")), filesOf(outdir("first")));
});

test("the packages share a file per load: the first load's, the lazy module's, and a whole module's own", () => {
  const files = readdirSync(path.join(outdir("first"), "assets")).filter((file) =>
    file.startsWith("vendor-"),
  );
  assert.equal(
    files.filter((file) => file.endsWith(".js")).map((file) => file.replace(/-\w{8}\.js$/, "")),
    ["vendor-initial", "vendor-jwt-decode", "vendor-swr"],
  );
  // One import of the first load's file per chunk, by short names; regexparam from it too.
  const main = output("first", "main-").text!;
  assert.is(main.match(/from"\.\/vendor-initial-\w+\.js"/g)?.length, 1);
  const lazy = readdirSync(path.join(outdir("first"), "assets"))
    .filter(
      (file) => file.endsWith(".js") && !file.startsWith("vendor-") && file !== output("first", "main-").file,
    )
    .map((file) => readFileSync(path.join(outdir("first"), "assets", file), "utf8"));
  assert.ok(
    lazy.some((text) => /from"\.\/vendor-initial-\w+\.js"/.test(text) && /from"\.\/vendor-swr-/.test(text)),
  );
  assert.not.ok(
    [main, ...lazy].some((text) => text.includes(".js?")),
    "no placeholder left",
  );
});

test("the built code runs against the packages' files: named imports, a namespace's members, a whole module, a lazy module", async () => {
  const app = await import(
    pathToFileURL(path.join(outdir("second"), "assets", output("second", "main-").file!)).href
  );
  assert.equal(app.hookTypes, ["function", "function"]);
  assert.equal(app.person.parse({ name: "Ada" }), { name: "Ada" });
  assert.throws(() => app.person.parse({ name: 7 }));
  assert.is(typeof (await app.loadDecoder()).jwtDecode, "function");
  const lazy = await app.loadLazy();
  assert.equal(lazy.keys, ["id"]);
  assert.is(lazy.swrType, "function");
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
