// The packages' files (D121, D122): one file per group of packages that load together
// (scripts/package-groups.mjs), each exporting under short names exactly what our code takes from its
// packages, and one per package loaded whole (`import("jspdf")`). Built when the cache has no entry
// for their key (scripts/package-cache.mjs), into memory; the cache stores them.
import * as esbuild from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eagerCommonJs, runtimeChunks } from "./package-eager.mjs";
import { groupSource } from "./package-groups.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ENTRY = "vendor-entry:";
const GROUP = "vendor-group"; // the namespace of a group's module
const slash = (file) => file.split(path.sep).join("/");

/**
 * The packages' files: a group's (D122) exports the names our code takes under short names; a package
 * loaded whole is its own file, the package's module itself.
 */
function vendorEntries(sources) {
  return {
    name: "vendor-entries",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${ENTRY}`) }, async ({ path: entry }) => {
        const name = entry.slice(ENTRY.length);
        if (name in sources) return { path: name, namespace: GROUP };
        return pluginBuild.resolve(name, { kind: "import-statement", resolveDir: root });
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: GROUP }, ({ path: name }) => ({
        contents: sources[name],
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

const entryName = (name) => `vendor-${name.replace(/^@/, "").replace(/[^\w.-]+/g, "-")}`;
const entryFile = (name) => new RegExp(`^${entryName(name).replace(/\./g, "\\.")}-[A-Z0-9]{8}\\.js$`);

/** esbuild's build of the groups' and whole packages' files, into memory. */
async function vendorBuild(options, outdir, usage, groups) {
  const sources = {};
  const links = {};
  for (const [group, specs] of Object.entries(groups)) {
    const built = groupSource(specs, usage);
    sources[group] = built.source;
    links[group] = built.links;
  }
  const whole = Object.keys(usage).filter((spec) => usage[spec] === "*");
  const result = await esbuild.build({
    ...options,
    outdir,
    entryPoints: Object.fromEntries(
      [...Object.keys(groups), ...whole].map((name) => [entryName(name), `${ENTRY}${name}`]),
    ),
    plugins: [vendorEntries(sources)],
    write: false,
    logOverride: { "import-is-undefined": "silent" }, // a namespace's type-only members
  });
  return { result, links, whole };
}

/**
 * `groups` with the packages the first load's file holds already moved into it, or undefined when
 * there are none: our code may import a package only lazily that another package of the first load
 * imports (react-dom's createPortal in a dialog; regexparam, which wouter uses). A file of its own
 * would be loaded for nothing but a few names, as esbuild's one build would not have done.
 */
function loadedFirst(metafile, groups) {
  const { inputs } = metafile;
  if (!groups.initial) return undefined;
  const first = new Set();
  const queue = [`${GROUP}:initial`];
  while (queue.length) {
    const file = queue.pop();
    if (first.has(file)) continue;
    first.add(file);
    for (const edge of inputs[file]?.imports ?? []) if (!edge.external) queue.push(edge.path);
  }
  const moved = [];
  for (const group of Object.keys(groups))
    if (group !== "initial")
      for (const edge of inputs[`${GROUP}:${group}`]?.imports ?? [])
        if (first.has(edge.path) && groups[group].includes(edge.original)) moved.push(edge.original);
  if (!moved.length) return undefined;
  // A lazy group is still named after its first package (scripts/package-groups.mjs).
  const named = {};
  for (const [group, specs] of Object.entries(groups)) {
    const left =
      group === "initial" ? [...specs, ...moved].sort() : specs.filter((spec) => !moved.includes(spec));
    if (left.length) named[group === "initial" ? group : left[0]] = left;
  }
  return named;
}

/**
 * Builds the packages' files for `taken` (`{ usage, groups }`) into memory; returns the cache entry
 * (paths relative to outdir): `files`, each package's path for esbuild's alias (a group's file with the
 * package after `?`, a placeholder scripts/package-imports.mjs links; a whole package's own file), and
 * `links`, what each placeholder stands for.
 */
export async function buildVendor(options, outdir, { usage, groups: found }) {
  let groups = found;
  let built = await vendorBuild(options, outdir, usage, groups);
  const moved = loadedFirst(built.result.metafile, groups);
  if (moved) {
    groups = moved;
    built = await vendorBuild(options, outdir, usage, groups);
  }
  const { result, links, whole } = built;
  const rel = (file) => slash(path.relative(outdir, path.resolve(root, file)));
  const names = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const fileOf = (name) => `./${names.find((file) => entryFile(name).test(file))}`;
  const files = Object.fromEntries(whole.map((spec) => [spec, fileOf(spec)]));
  const placeholders = {};
  for (const [group, specs] of Object.entries(groups))
    for (const spec of specs) {
      files[spec] = `${fileOf(group)}?${spec}`;
      placeholders[files[spec]] = { file: fileOf(group), spec, ...links[group][spec] };
    }
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      rel(file),
      { ...output, imports: output.imports.map((edge) => ({ ...edge, path: rel(edge.path) })) },
    ]),
  );
  return {
    files,
    links: placeholders,
    metafile: { inputs: result.metafile.inputs, outputs },
    contents: eagerCommonJs(
      result.outputFiles.map((file) => ({ rel: rel(file.path), contents: file.contents })),
      runtimeChunks(result.metafile),
    ),
  };
}
