// Project modules bundled for Node with esbuild: the demo's seed at build time (build.mjs) and the fake
// provider's server that tests start as a process (D94). Packages stay external and resolve from
// node_modules at import time, except a package's font file, bundled as bytes as in the app (Node could
// not import it).
import * as esbuild from "esbuild";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const bundledFonts = {
  name: "bundled-fonts",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\.ttf$/ }, ({ path: file, resolveDir }) => ({
      path: createRequire(path.join(resolveDir, "index.js")).resolve(file),
    }));
  },
};

/** What every Node bundle of the project's modules shares: ES modules for this Node, packages external. */
export const NODE_BUNDLE = {
  plugins: [bundledFonts],
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  // The Node that runs it: esbuild's default (esnext) reads a font's bytes with Uint8Array.fromBase64,
  // which Node 20 lacks.
  target: `node${process.versions.node}`,
  format: "esm",
  packages: "external",
  loader: { ".graphql": "text", ".ttf": "binary" }, // as scripts/node-loader.mjs's hooks do for Node
  logLevel: "warning",
};

/** esbuild options that bundle `entry` (relative to the project) into one Node ES module at `outfile`. */
export const nodeBuildOptions = (entry, outfile) => ({ ...NODE_BUNDLE, entryPoints: [entry], outfile });

/** Bundles `entry` into one Node ES module at `outfile` (nodeBuildOptions); resolves with `outfile`. */
export async function nodeBundle(entry, outfile) {
  await esbuild.build(nodeBuildOptions(entry, outfile));
  return outfile;
}

/**
 * `mocks/server.ts` as one Node module at `outfile` (D94): a test that starts the fake provider as a
 * process starts it from this, about 1 s less CPU per start than the TypeScript loader's ~300 files.
 */
export const buildProviderServer = (outfile) => nodeBundle("mocks/server.ts", outfile);
