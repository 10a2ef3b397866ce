// Our code built against the packages' files (D111, issue 15's build budget). A production build spent
// about three quarters of its time parsing, minifying and mapping the same 4.6 MB of node_modules. The
// site is now built in two parts: the packages' files ("vendor" entries and their shared chunks), built
// only when their key changes and kept in .cache/packages (scripts/package-cache.mjs), and our own code,
// built every time with esbuild's alias and external pointing each package import at its package's
// file. The same files come out whether the packages were cached or not (test/package-build.test.ts).
import * as esbuild from "esbuild";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { baseKey, CACHE_DIR, keyOf, lastKey, loadEntry, saveLastKey, storeEntry } from "./package-cache.mjs";
import { packageUsage, usageKey } from "./package-usage.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const UNBUILT = "unbuilt-package:"; // a package import found by the first build of a new key
const ENTRY = "vendor-entry:";
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

/** The module a package's entry is built from: what our code takes from it, nothing more. */
function entrySource(spec, use) {
  const from = JSON.stringify(spec);
  if (!use.names.size && !use.members.size) return `import ${from};\n`;
  const lines = use.names.size ? [`export { ${[...use.names].join(", ")} } from ${from};`] : [];
  const members = [...use.members].filter((member) => !use.names.has(member));
  if (members.length) {
    // A namespace's members, read off it as our code did (esbuild still drops the rest). A name that is
    // only a type comes out undefined, and nothing reads it at run time.
    lines.push(`import * as ns from ${from};`);
    lines.push(...members.map((member, i) => `const m${i} = ns.${member};`));
    lines.push(`export { ${members.map((member, i) => `m${i} as ${member}`).join(", ")} };`);
  }
  return `${lines.join("\n")}\n`;
}

/** The packages' entries as virtual modules; a whole module is its package's own file. */
function vendorEntries(usage) {
  return {
    name: "vendor-entries",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${ENTRY}`) }, async ({ path: entry }) => {
        const spec = entry.slice(ENTRY.length);
        if (usage[spec] !== "*") return { path: spec, namespace: "vendor-entry" };
        return pluginBuild.resolve(spec, { kind: "import-statement", resolveDir: root });
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: "vendor-entry" }, ({ path: spec }) => ({
        contents: entrySource(spec, {
          names: new Set(usage[spec].names),
          members: new Set(usage[spec].members),
        }),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

const entryName = (spec) => `vendor-${spec.replace(/^@/, "").replace(/[^\w.-]+/g, "-")}`;

/** Builds the packages' files for `usage` into memory; returns the cache entry (paths relative to outdir). */
async function buildVendor(options, outdir, usage) {
  const specs = Object.keys(usage);
  const result = await esbuild.build({
    ...options,
    outdir,
    entryPoints: Object.fromEntries(specs.map((spec) => [entryName(spec), `${ENTRY}${spec}`])),
    plugins: [vendorEntries(usage)],
    write: false,
    logOverride: { "import-is-undefined": "silent" }, // a namespace's type-only members
  });
  const rel = (file) => slash(path.relative(outdir, path.resolve(root, file)));
  const names = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  // Each entry's file is named after its spec: `vendor-react-<hash>.js`.
  const files = Object.fromEntries(
    specs.map((spec) => [spec, `./${names.find((name) => entryFile(spec).test(name))}`]),
  );
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      rel(file),
      { ...output, imports: output.imports.map((edge) => ({ ...edge, path: rel(edge.path) })) },
    ]),
  );
  return {
    files,
    metafile: { inputs: result.metafile.inputs, outputs },
    contents: result.outputFiles.map((file) => ({ rel: rel(file.path), contents: file.contents })),
  };
}

const entryFile = (spec) => new RegExp(`^${entryName(spec).replace(/\./g, "\\.")}-[A-Z0-9]{8}\\.js$`);

/**
 * Builds the app with `options` (esbuild's, without plugins) into `outdir`, the packages from the cache
 * when it holds what this code takes from them. Returns `{ metafile, packages }`: the combined metafile,
 * as one build's would read, and whether the packages' files were "cached" or "built" by this build.
 */
export async function buildWithPackages(options, outdir, settings = {}) {
  const { cacheDir = CACHE_DIR } = settings;
  await mkdir(cacheDir, { recursive: true });
  const base = await baseKey(options, outdir);
  let entry = await loadEntry(cacheDir, await lastKey(cacheDir, base));
  let app = entry && (await cachedPackagesBuild(options, outdir, entry.files));
  const usage = app && (await coveredUsage(app, entry.files));
  let packages = "cached";
  if (!usage || keyOf(base, usage) !== entry.key) {
    // Built against the wrong package files: its files go, the packages are found and built again.
    for (const file of Object.keys(app?.metafile.outputs ?? {}))
      rmSync(path.join(root, file), { force: true });
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
    const wanted = usageKey(await packageUsage(found, specOf, root));
    const key = keyOf(base, wanted);
    entry = await loadEntry(cacheDir, key);
    if (!entry) {
      entry = await storeEntry(cacheDir, key, await buildVendor(options, outdir, wanted));
      packages = "built";
    }
    app = await esbuild.build(appOptions(options, outdir, entry.files));
    if (!(await coveredUsage(app, entry.files)))
      throw new Error("build: an import of a package escaped its package file (scripts/package-build.mjs)");
    await saveLastKey(cacheDir, base, key);
  }
  // esbuild wrote our code's files (a third faster than handing them to Node); the packages' are copied.
  for (const dir of new Set(entry.outputs.map((rel) => path.dirname(path.join(outdir, rel)))))
    mkdirSync(dir, { recursive: true });
  try {
    for (const rel of entry.outputs) copyFileSync(path.join(entry.dir, "files", rel), path.join(outdir, rel));
  } catch (error) {
    // A cached file gone (a hand-cleaned cache): drop the entry and build its packages again, once.
    if (error.code !== "ENOENT" || settings.retried) throw error;
    await rm(entry.dir, { recursive: true, force: true });
    return buildWithPackages(options, outdir, { ...settings, retried: true });
  }
  return { metafile: combinedMetafile(app.metafile, entry, outdir), packages };
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
async function coveredUsage(app, files) {
  const specOf = new Map(Object.entries(files).map(([spec, file]) => [file, spec]));
  for (const output of Object.values(app.metafile.outputs))
    for (const edge of output.imports) if (edge.external && !specOf.has(edge.path)) return undefined;
  if (Object.keys(app.metafile.inputs).some((input) => input.includes("node_modules/"))) return undefined;
  return usageKey(await packageUsage(app, specOf, root));
}

/** The app's metafile with the packages' outputs added and its package imports pointing at them. */
function combinedMetafile(app, entry, outdir) {
  const at = (rel) => slash(path.relative(root, path.join(outdir, rel)));
  const assets = new Map(Object.values(entry.files).map((file) => [file, at(`assets/${file.slice(2)}`)]));
  const outputs = {};
  for (const [file, output] of Object.entries(app.outputs))
    outputs[file] = {
      ...output,
      imports: output.imports.map((edge) =>
        edge.external && assets.has(edge.path) ? { path: assets.get(edge.path), kind: edge.kind } : edge,
      ),
    };
  for (const [rel, output] of Object.entries(entry.metafile.outputs))
    outputs[at(rel)] = {
      ...output,
      imports: output.imports.map((edge) => ({ ...edge, path: at(edge.path) })),
    };
  return { inputs: { ...entry.metafile.inputs, ...app.inputs }, outputs };
}
