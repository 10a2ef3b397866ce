// `npm run contract:bundle`: the contract suite as ONE file that plain `node` (20 or later) runs with no
// install (issue 26 item 3; docs/PROVIDERS.md): dist-contract/contract.mjs holds the runner
// (contract-tests/run.ts), every test file (suites.ts imports each by a literal path, so esbuild
// follows them), the shared rules of schema/ and every package they use (zod, graphql, msw...).
// The runner runs itself again as its test process (`process.argv[1]`), which is this same file.
//
//   node scripts/contract-bundle.mjs [--out FILE]
import * as esbuild from "esbuild";
import path from "node:path";
import { parseArgs } from "node:util";
import { NODE_BUNDLE } from "./node-bundle.mjs";

export const CONTRACT_BUNDLE = "dist-contract/contract.mjs";

/**
 * scripts/node-bundle.mjs runs esbuild, which a file without node_modules cannot: only the tests that
 * start a fake provider of their own use it, and those skip themselves whenever --url is given.
 */
const noEsbuild = {
  name: "no-esbuild",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /node-bundle\.mjs$/ }, () => ({
      path: "node-bundle",
      namespace: "stub",
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
      contents: `export function buildProviderServer() {
        throw new Error("the standalone contract suite cannot start a fake provider of its own: run it with --url");
      }`,
      loader: "js",
    }));
  },
};

/**
 * A bundled CommonJS package may `require` a Node module: in an ES module, esbuild's stand-in for
 * `require` throws unless one is in scope.
 */
const REQUIRE = `import { createRequire as __contractRequire } from "node:module";
const require = __contractRequire(import.meta.url);`;

/** Builds the standalone suite at `outfile` (relative to the project); resolves with the absolute path. */
export async function buildContractBundle(outfile = CONTRACT_BUNDLE) {
  const absolute = path.resolve(NODE_BUNDLE.absWorkingDir, outfile);
  const result = await esbuild.build({
    ...NODE_BUNDLE,
    packages: undefined, // everything inside: the file must run where there is no node_modules
    target: "node20",
    plugins: [...NODE_BUNDLE.plugins, noEsbuild],
    entryPoints: ["contract-tests/run.ts"],
    outfile: absolute,
    banner: { js: `#!/usr/bin/env node\n${REQUIRE}` },
    legalComments: "none",
    metafile: true,
  });
  // An import esbuild could not follow would leave a file out silently: refuse the build instead.
  const output = Object.values(result.metafile.outputs)[0];
  const left = output.imports.filter((entry) => entry.external && !/^node:|^[a-z_]+$/.test(entry.path));
  if (left.length)
    throw new Error(`the contract bundle imports from outside itself: ${left.map((e) => e.path).join(", ")}`);
  return absolute;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: "string", default: CONTRACT_BUNDLE } } });
  const file = await buildContractBundle(values.out);
  const { statSync } = await import("node:fs");
  console.log(`${path.relative(process.cwd(), file)}: ${(statSync(file).size / 1e6).toFixed(1)} MB`);
  console.log(`run it: node ${path.basename(file)} --url URL --accounts accounts.json (docs/PROVIDERS.md)`);
}
