// Where the packages' built files are kept (D121): .cache/packages/<key>/, one folder per key, with
// `files/` (the outputs, paths relative to the output folder) and `manifest.json` (which file holds
// which package, what each placeholder our code imports stands for, their metafile). `last-<base>` names the key a base key was last built with, so a build
// knows which package files to build its code against before it knows what that code imports.
//
// The key: the lockfile, esbuild's version, the build options, the files the options alias packages to,
// the code that builds them (scripts/package-*.mjs), where the output folder sits (the source maps'
// paths are relative to it), what our code takes from each package (scripts/package-usage.mjs) and how
// the packages are grouped (scripts/package-groups.mjs).
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CACHE_DIR = path.join(root, ".cache/packages");
const KEPT = 8; // cached builds kept, the most recently used
const CODE = ["build", "cache", "eager", "groups", "imports", "usage", "vendor"].map(
  (name) => `package-${name}.mjs`,
);
const slash = (file) => file.split(path.sep).join("/");

/** A short hash of `parts`; each part of a key changes it. */
export const keyOf = (...parts) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 20);

/** The part of the key our code's imports do not decide. */
export async function baseKey(options, outdir) {
  const { outdir: _outdir, entryPoints: _entries, plugins: _plugins, ...rest } = options;
  const aliased = Object.values(options.alias ?? {}).filter((target) => target.startsWith("."));
  const read = (file) => readFile(path.resolve(root, file), "utf8");
  const code = CODE.map((file) => path.join(root, "scripts", file));
  const texts = await Promise.all(["package-lock.json", ...aliased, ...code].map(read));
  return keyOf(esbuild.version, rest, slash(path.relative(path.join(outdir, "assets"), root)), texts);
}

/** The cached entry for `key` (touched: most recently used), or undefined. */
export async function loadEntry(cacheDir, key) {
  if (!key) return undefined;
  try {
    const dir = path.join(cacheDir, key);
    const entry = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    const now = new Date();
    await utimes(dir, now, now);
    return { ...entry, key, dir };
  } catch {
    return undefined; // not cached (or pruned meanwhile)
  }
}

/** Stores `vendor` under `key` atomically (two builds at once may store the same), then prunes. */
export async function storeEntry(cacheDir, key, vendor) {
  const dir = path.join(cacheDir, key);
  const temp = `${dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await Promise.all(
    vendor.contents.map(async ({ rel, contents }) => {
      await mkdir(path.dirname(path.join(temp, "files", rel)), { recursive: true });
      await writeFile(path.join(temp, "files", rel), contents);
    }),
  );
  const outputs = vendor.contents.map(({ rel }) => rel);
  await writeFile(
    path.join(temp, "manifest.json"),
    JSON.stringify({ files: vendor.files, links: vendor.links, metafile: vendor.metafile, outputs }),
  );
  await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
  await prune(cacheDir);
  return loadEntry(cacheDir, key);
}

async function prune(cacheDir) {
  const names = (await readdir(cacheDir)).filter((name) => /^[0-9a-f]{20}$/.test(name));
  const dated = await Promise.all(
    names.map(async (name) => [name, (await stat(path.join(cacheDir, name))).mtimeMs]),
  );
  const old = dated.sort((a, b) => b[1] - a[1]).slice(KEPT);
  await Promise.all(old.map(([name]) => rm(path.join(cacheDir, name), { recursive: true, force: true })));
}

/** The key `base` was last built with, if any. */
export const lastKey = (cacheDir, base) =>
  readFile(path.join(cacheDir, `last-${base}`), "utf8").catch(() => undefined);
export const saveLastKey = (cacheDir, base, key) => writeFile(path.join(cacheDir, `last-${base}`), key);
