// A test lane's files bundled for Node with esbuild (D107), so a lane loads a few hundred JavaScript
// chunks instead of compiling every TypeScript module through the loader's hooks, which run on a thread
// of their own with a round trip per resolve and load (about 3 s of CPU per screen lane). Each test file
// is an entry of one build with code splitting, so a module two test files import is one shared chunk,
// loaded once, as it is without the bundle. Packages stay external. Source maps go with the chunks
// (`--enable-source-maps`), so a failure points at the .ts line. `import.meta` of a project module keeps
// naming its source file, not the chunk it ends up in.
import * as esbuild from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NODE_BUNDLE } from "./node-bundle.mjs";

const root = NODE_BUNDLE.absWorkingDir;

/** `import.meta.url`, `.dirname` and `.filename` in a project module, as that module's own. */
const sourceMeta = {
  name: "source-import-meta",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(m?js|tsx?)$/ }, ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(file, "utf8");
      if (!source.includes("import.meta")) return undefined;
      const contents = source
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(file).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(file)))
        .replaceAll("import.meta.filename", JSON.stringify(file));
      return { contents, loader: path.extname(file).slice(1).replace("mjs", "js") };
    });
  },
};

/** Bare imports external (through `alias`), except the packages named in `inside`, which are bundled. */
const externalBut = (inside, alias = {}) => ({
  name: "external-but",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      inside.some((name) => specifier === name || specifier.startsWith(`${name}/`))
        ? undefined
        : { path: alias[specifier] ?? specifier, external: true },
    );
  },
});

/** The project's files under `dir` (relative to the project) whose path matches `pattern`. */
function testFiles(dir, pattern) {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => !file.includes("node_modules") && pattern.test(file));
}

/**
 * Bundles the test files matching `tests` (each `{ dir, pattern }`: the project's files under `dir`,
 * relative to the project, whose path matches `pattern`) and `extra` entries such as the setup module
 * into `outdir`, each at its own path with `.js` after its name (`a.test.tsx` -> `a.test.tsx.js`, so a
 * lane picks its files from a bundle others share by their source's extension); resolves with `outdir`.
 * `alias` maps packages to others (the Preact run's), and `inside` names packages to bundle so that
 * their own imports are aliased too (ES modules, which only a hook thread could alias at run time).
 */
export async function bundleLane({ tests, outdir, extra = [], alias, inside = [] }) {
  const files = [...extra, ...tests.flatMap(({ dir, pattern }) => testFiles(dir, pattern))];
  await esbuild.build({
    ...NODE_BUNDLE,
    ...(inside.length ? { packages: undefined } : {}),
    plugins: [...NODE_BUNDLE.plugins, sourceMeta, ...(inside.length ? [externalBut(inside, alias)] : [])],
    entryPoints: files.map((file) => ({ in: file, out: file })),
    outdir,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: true,
    alias,
  });
  return outdir;
}
