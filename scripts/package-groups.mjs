// Which packages share a file (D122): the packages grouped by where they load, as a single esbuild build
// would have placed their code. A file per package cost gzip bytes in every figure (D111); one file per
// load gives them back, and no load downloads a package it did not download before.
//
// The loads: the page's first (the entry and the modules it imports at once, their static imports), and
// each lazy chunk's static imports beyond the first load (a screen, the demo's provider, the PDF). A
// package our code imports in the first load goes in the "initial" file; any other, in the file of the
// packages needed by the same set of lazy loads (that is what esbuild's code splitting does with a
// module reached from the same entries). A package loaded whole (`import("jspdf")`) keeps its own file.

import { staticClosure } from "./metafile-graph.mjs";

/**
 * The groups of `specs` (the packages our code imports by name, none loaded whole) in the app build's
 * `metafile`, whose package imports are external paths `specOf` maps to specs. `initial` names the
 * entry points of the first load (the entry, and a module it imports at once). Returns
 * `{ groupName: [spec, ...] }`, sorted; "initial" is the first load's.
 */
export function packageGroups(metafile, specOf, specs, initial) {
  const { outputs } = metafile;
  const js = Object.keys(outputs).filter((file) => file.endsWith(".js"));
  const first = staticClosure(
    metafile,
    js.filter((file) => initial.includes(outputs[file].entryPoint)),
  );
  const lazy = js.filter((file) => outputs[file].entryPoint && !first.has(file)).sort();
  const loads = new Map(); // spec -> the lazy entries whose load imports it
  const specsOf = (file) =>
    outputs[file].imports.filter((edge) => edge.external).map((edge) => specOf.get(edge.path));
  const inFirst = new Set(js.filter((file) => first.has(file)).flatMap(specsOf));
  for (const entry of lazy)
    for (const file of staticClosure(metafile, [entry]))
      if (!first.has(file))
        for (const spec of specsOf(file)) {
          if (!loads.has(spec)) loads.set(spec, new Set());
          loads.get(spec).add(outputs[entry].entryPoint);
        }
  const byLoads = new Map();
  for (const spec of [...specs].sort()) {
    // (A package no load imports, in a chunk no entry reaches, keeps a file of its own.)
    const where = inFirst.has(spec) ? "" : [...(loads.get(spec) ?? [spec])].sort().join("\n");
    if (!byLoads.has(where)) byLoads.set(where, []);
    byLoads.get(where).push(spec);
  }
  // A lazy group is named after its first package; the first load's is "initial".
  return Object.fromEntries(
    [...byLoads].map(([where, members]) => [where === "" ? "initial" : members[0], members]),
  );
}

// Short export names for a group's file: a, b, … $, then two letters and more.
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$";
const NEXT = `${FIRST}0123456789`;
const KEYWORDS = new Set(["do", "if", "in", "for", "let", "new", "try", "var"]);
function* shortNames() {
  for (let i = 0; ; i++) {
    let name = FIRST[i % FIRST.length];
    for (let rest = Math.floor(i / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / NEXT.length))
      name += NEXT[(rest - 1) % NEXT.length];
    if (!KEYWORDS.has(name)) yield name;
  }
}

/**
 * The module a group's file is built from: each name our code takes from its packages exported under a
 * short name, and a package our code reads as a namespace (`import * as z from "zod/mini"`) as an
 * object of the members it reads (tree shaking keeps exactly those). `usage` is spec -> `{ names,
 * members }` (scripts/package-usage.mjs). Returns `{ source, links }`: links is spec -> `{ names:
 * { name: short }, namespace: short }`.
 */
export function groupSource(specs, usage) {
  const next = shortNames();
  const lines = [];
  const links = {};
  specs.forEach((spec, i) => {
    const from = JSON.stringify(spec);
    const { names, members } = usage[spec];
    const link = (links[spec] = { names: {} });
    if (!names.length && !members.length) lines.push(`import ${from};`);
    if (names.length) {
      for (const name of names) link.names[name] = next.next().value;
      lines.push(
        `export { ${names.map((name) => `${name} as ${link.names[name]}`).join(", ")} } from ${from};`,
      );
    }
    if (members.length) {
      // A name that is only a type comes out undefined, and nothing reads it at run time.
      link.namespace = next.next().value;
      lines.push(`import * as ns${i} from ${from};`);
      const read = members.map((member) => `${JSON.stringify(member)}: ns${i}.${member}`);
      lines.push(`export const ${link.namespace} = { ${read.join(", ")} };`);
    }
  });
  return { source: `${lines.join("\n")}\n`, links };
}
