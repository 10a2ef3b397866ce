// Our code built against the packages' files (D121, issue 15's build budget). A production build spent
// about three quarters of its time parsing, minifying and mapping the same 4.6 MB of node_modules. The
// site is now built in two parts: the packages' files (scripts/package-vendor.mjs), built only when their
// key changes and kept in .cache/packages (scripts/package-cache.mjs), and our own code, built every time
// with esbuild's alias and external pointing each package import at a placeholder for its file, which
// scripts/package-imports.mjs then links (D122). The same files come out whether the packages were
// cached or not (test/package-build.test.ts).
import * as esbuild from "esbuild";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { copyFile, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseKey, CACHE_DIR, keyOf, lastKey, loadEntry, saveLastKey, storeEntry } from "./package-cache.mjs";
import { packageGroups } from "./package-groups.mjs";
import { linkOutputs } from "./package-imports.mjs";
import { packageUsage, usageKey } from "./package-usage.mjs";
import { buildVendor } from "./package-vendor.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const UNBUILT = "unbuilt-package:"; // a package import found by the first build of a new key
const slash = (file) => file.split(path.sep).join("/");

/**
 * Finds the packages our code imports (the first build for a new key): each is external, at a
 * placeholder path the usage scan reads. Only this build calls back into Node per import.
 */
const externalPackages = {
  name: "external-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: spec, kind }) => {
      if (kind === "entry-point" || spec.endsWith(".css")) return undefined; // stylesheets stay ours
      return { path: `${UNBUILT}${spec}`, external: true };
    });
  },
};

/**
 * The app build's options: each package spec aliased to its file in assets/ and that file external
 * (esbuild's own options, no plugin). The packages' aliases belong to the packages' build.
 */
const appOptions = (options, outdir, files) => ({
  ...options,
  outdir,
  alias: files,
  external: Object.values(files),
});

/**
 * Builds the app with `options` (esbuild's, without plugins) into `outdir`, the packages from the cache
 * when it holds what this code takes from them. `settings.initial` names modules the entry loads at
 * once (their packages join the first load's file). Returns `{ metafile, packages }`: the combined
 * metafile, as one build's would read, and whether the packages' files were "cached" or "built".
 */
export async function buildWithPackages(options, outdir, settings = {}) {
  const { cacheDir = CACHE_DIR } = settings;
  const initial = [...Object.values(options.entryPoints), ...(settings.initial ?? [])];
  await mkdir(cacheDir, { recursive: true });
  const base = await baseKey(options, outdir);
  let entry = await loadEntry(cacheDir, await lastKey(cacheDir, base));
  // The packages' files are copied while esbuild builds our code against them.
  let copied = entry && copyPackages(entry, outdir);
  let app = entry && (await cachedPackagesBuild(options, outdir, entry.files));
  let taken = app && (await coveredPackages(app, entry.files, initial));
  let packages = "cached";
  if (!taken || keyOf(base, taken.usage, taken.groups) !== entry.key) {
    // Built against the wrong package files: the files go, the packages are found and built again.
    await copied;
    for (const file of Object.keys(app?.metafile.outputs ?? {}))
      rmSync(path.join(root, file), { force: true });
    for (const rel of entry?.outputs ?? []) rmSync(path.join(outdir, rel), { force: true });
    copied = undefined;
    const found = await esbuild.build({
      ...options,
      alias: {},
      outdir,
      write: false,
      plugins: [externalPackages],
    });
    const specOf = new Map(
      Object.values(found.metafile.inputs).flatMap((input) =>
        input.imports
          .filter((edge) => edge.path.startsWith(UNBUILT))
          .map((edge) => [edge.path, edge.path.slice(UNBUILT.length)]),
      ),
    );
    const wanted = await packagesTaken(found, specOf, initial);
    const key = keyOf(base, wanted.usage, wanted.groups);
    entry = await loadEntry(cacheDir, key);
    if (!entry) {
      entry = await storeEntry(cacheDir, key, await buildVendor(options, outdir, wanted));
      packages = "built";
    }
    app = await esbuild.build(appOptions(options, outdir, entry.files));
    taken = await coveredPackages(app, entry.files, initial);
    if (!taken)
      throw new Error("build: an import of a package escaped its package file (scripts/package-build.mjs)");
    await saveLastKey(cacheDir, base, key);
  }
  // esbuild wrote our code's files (a third faster than handing them to Node); their package imports
  // are linked to the packages' files.
  const linked = linkOutputs(taken.texts, new Map(Object.entries(entry.links)));
  const failed = await (copied ?? copyPackages(entry, outdir));
  if (failed) {
    // A cached file gone (a hand-cleaned cache): drop the entry and build its packages again, once.
    if (failed.code !== "ENOENT" || settings.retried) throw failed;
    await rm(entry.dir, { recursive: true, force: true });
    return buildWithPackages(options, outdir, { ...settings, retried: true });
  }
  // A file both builds wrote (an identical helper chunk, say) is the packages', as when copied after.
  const ours = new Set(Object.keys(app.metafile.outputs).map((file) => path.join(root, file)));
  for (const rel of entry.outputs)
    if (ours.has(path.join(outdir, rel)))
      copyFileSync(path.join(entry.dir, "files", rel), path.join(outdir, rel));
  return { metafile: combinedMetafile(app.metafile, entry, outdir, linked), packages };
}

/**
 * Copies the packages' files of the cache `entry` into `outdir`; resolves once every copy has ended, with
 * the first error if one failed (never rejects: the build awaits it only after its own esbuild build).
 * A file an earlier build copied is left: its name carries its hash, so the same name and size, written
 * after the cache's, is the same file (a build into the same folder copies nothing; D123).
 */
async function copyPackages(entry, outdir) {
  const dirs = new Set(entry.outputs.map((rel) => path.dirname(path.join(outdir, rel))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  const copy = async (rel) => {
    const from = path.join(entry.dir, "files", rel);
    const to = path.join(outdir, rel);
    const [source, there] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
    if (there?.size !== source.size || there.mtimeMs < source.mtimeMs) await copyFile(from, to);
  };
  const copies = await Promise.allSettled(entry.outputs.map(copy));
  return copies.find((result) => result.status === "rejected")?.reason;
}

/**
 * Our code built against the cached package files, or undefined when it imports a new subpath of an
 * aliased package (`react-dom/server` where `react-dom` is a key: esbuild cannot resolve
 * `./vendor-react-dom-<hash>.js/server`). Quiet while it tries: the build that finds the packages reports
 * any error of ours; its warnings are printed when it succeeds.
 */
async function cachedPackagesBuild(options, outdir, files) {
  try {
    const app = await esbuild.build({ ...appOptions(options, outdir, files), logLevel: "silent" });
    const warnings = await esbuild.formatMessages(app.warnings, { kind: "warning", color: false });
    for (const warning of warnings) console.warn(warning);
    return app;
  } catch {
    return undefined;
  }
}

/**
 * What `app` (built with the package files `files`) takes from the packages, or undefined when one of
 * its imports is not a package file (a package our code newly imports, or a new subpath of one).
 */
async function coveredPackages(app, files, initial) {
  const specOf = new Map(Object.entries(files).map(([spec, file]) => [file, spec]));
  for (const output of Object.values(app.metafile.outputs))
    for (const edge of output.imports) if (edge.external && !specOf.has(edge.path)) return undefined;
  if (Object.keys(app.metafile.inputs).some((input) => input.includes("node_modules/"))) return undefined;
  // Written by esbuild, the JavaScript is read back (a few hundred kB): scanned here, linked later.
  const js = Object.keys(app.metafile.outputs).filter((file) => file.endsWith(".js"));
  // (Synchronous reads: fs/promises' readFile costs several times the CPU for a hundred small files.)
  const texts = js.map((file) => {
    const at = path.join(root, file);
    return { file, path: at, text: readFileSync(at, "utf8") };
  });
  return { ...(await packagesTaken({ ...app, outputFiles: texts }, specOf, initial)), texts };
}

/** What the build `result` (its JavaScript in outputFiles) takes from each package, and their groups. */
async function packagesTaken(result, specOf, initial) {
  const usage = usageKey(await packageUsage(result, specOf, root));
  const named = Object.keys(usage).filter((spec) => usage[spec] !== "*");
  return { usage, groups: packageGroups(result.metafile, specOf, named, initial) };
}

/**
 * The app's metafile with the packages' outputs added, its package imports pointing at their files
 * (one edge per file) and the sizes of the files `linked` (path -> bytes) rewrote.
 */
function combinedMetafile(app, entry, outdir, linked) {
  const at = (rel) => slash(path.relative(root, path.join(outdir, rel)));
  const assets = new Map(
    Object.values(entry.files).map((file) => [file, at(`assets/${file.slice(2).replace(/\?.*/, "")}`)]),
  );
  const outputs = {};
  for (const [file, output] of Object.entries(app.outputs)) {
    const imports = [];
    for (const edge of output.imports) {
      const next =
        edge.external && assets.has(edge.path) ? { path: assets.get(edge.path), kind: edge.kind } : edge;
      if (!imports.some((seen) => seen.path === next.path && seen.kind === next.kind)) imports.push(next);
    }
    outputs[file] = { ...output, imports, ...(linked.has(file) && { bytes: linked.get(file) }) };
  }
  for (const [rel, output] of Object.entries(entry.metafile.outputs))
    outputs[at(rel)] = {
      ...output,
      imports: output.imports.map((edge) => ({ ...edge, path: at(edge.path) })),
    };
  return { inputs: { ...entry.metafile.inputs, ...app.inputs }, outputs };
}
