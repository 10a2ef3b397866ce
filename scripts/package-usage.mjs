// What our code takes from each package, read from the app build's own output (D121): the names it
// imports, whether it loads the whole module, and, for `import * as z from "zod/mini"`, the members its
// source reads. scripts/package-cache.mjs builds the packages' files from exactly this, so their tree
// shaking keeps what the single build kept.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** One package's use: named imports, members read off a namespace import, or the whole module. */
const emptyUse = () => ({ names: new Set(), members: new Set(), whole: false });

// esbuild prints imports of an external module in one canonical form; minified, without spaces.
const IMPORT_FROM = /\bimport\s*([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*"([^"]+)"/g;
const EXPORT_FROM = /\bexport\s*(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*"([^"]+)"/g;
const BARE_IMPORT = /\bimport\s*"([^"]+)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g;

/** `{a as b,c}` -> ["a", "c"]: the names as the package exports them. */
const clauseNames = (clause) =>
  clause
    .slice(1, -1)
    .split(",")
    .map((part) => part.trim().split(/\s+as\s+/)[0])
    .filter(Boolean);

/**
 * Adds to `uses` (spec -> use) what the output `text` imports from the external paths `specOf` knows
 * (path -> spec). Returns the specs it imports through a namespace, whose members only the source names.
 */
export function scanOutput(text, specOf, uses) {
  const useOf = (file) => {
    const spec = specOf.get(file);
    if (spec === undefined) return undefined;
    if (!uses.has(spec)) uses.set(spec, emptyUse());
    return uses.get(spec);
  };
  const namespaces = new Set();
  for (const [, defaultName, clause = "", file] of text.matchAll(IMPORT_FROM)) {
    const use = useOf(file);
    if (!use) continue;
    if (defaultName) use.names.add("default");
    if (clause.startsWith("{")) for (const name of clauseNames(clause)) use.names.add(name);
    else if (clause) namespaces.add(specOf.get(file));
  }
  for (const [, clause, file] of text.matchAll(EXPORT_FROM)) {
    const use = useOf(file);
    if (!use) continue;
    if (clause.startsWith("{")) for (const name of clauseNames(clause)) use.names.add(name);
    else use.whole = true;
  }
  for (const [, file] of text.matchAll(BARE_IMPORT)) useOf(file);
  for (const [, file] of text.matchAll(DYNAMIC_IMPORT)) {
    const use = useOf(file);
    if (use) use.whole = true;
  }
  return namespaces;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The members `source` reads off its `import * as ns from "spec"`: `ns.object` -> "object". Types are
 * read the same way (`z.infer`) and come out undefined in the package's file, never read at run time.
 * Returns "whole" when the namespace is used as a value (passed on, indexed), or undefined without one.
 * Strings and regular expressions are not told apart from code: a false alarm only keeps more of it.
 */
export function namespaceMembers(source, spec) {
  const declared = new RegExp(`import\\s*\\*\\s*as\\s+([\\w$]+)\\s+from\\s*["']${escape(spec)}["']`, "g");
  const members = new Set();
  let found = false;
  for (const [statement, ns] of source.matchAll(declared)) {
    found = true;
    const rest = source.replace(statement, "");
    for (const [, member] of rest.matchAll(new RegExp(`(?<![\\w$.])${escape(ns)}\\s*\\.\\s*([\\w$]+)`, "g")))
      members.add(member);
    // Used as a value: passed on, assigned, exported or indexed (`f(z)`, `= z;`, `{ z }`, `z[key]`).
    const asValue = `(?<=[(,=:[{?&|]\\s*|\\breturn\\s+|\\.\\.\\.)${escape(ns)}(?=\\s*[),;\\]}[]|\\s*$)`;
    const indexed = `(?<![\\w$.])${escape(ns)}(?=\\s*\\[)`;
    if (new RegExp(`${asValue}|${indexed}`, "m").test(rest)) return "whole";
  }
  return found ? members : undefined;
}

/**
 * What the app build (`result`, esbuild's, its files in memory or written) takes from each package:
 * spec -> use.
 * `specOf` maps the external paths the build printed to their specs.
 */
export async function packageUsage(result, specOf, root) {
  const uses = new Map();
  const namespaces = new Set();
  // Written by esbuild (`write: true`), the output is read back: the JavaScript, a few hundred kB.
  const texts = result.outputFiles
    ? result.outputFiles.filter((file) => file.path.endsWith(".js")).map((file) => file.text)
    : Object.keys(result.metafile.outputs)
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFileSync(path.join(root, file), "utf8"));
  for (const text of texts) for (const spec of scanOutput(text, specOf, uses)) namespaces.add(spec);
  if (namespaces.size) {
    // Only the source knows which members a namespace's code reads: the inputs importing those specs.
    const importers = Object.entries(result.metafile.inputs)
      .filter(([, input]) =>
        input.imports.some((edge) => edge.external && namespaces.has(specOf.get(edge.path))),
      )
      .map(([file]) => file);
    for (const file of importers) {
      const source = await readFile(path.join(root, file), "utf8");
      for (const spec of namespaces) {
        const members = namespaceMembers(source, spec);
        if (members === "whole") uses.get(spec).whole = true;
        else if (members) for (const member of members) uses.get(spec).members.add(member);
      }
    }
  }
  return uses;
}

/** `uses` as plain sorted JSON: the part of the cache's key that our code decides. */
export function usageKey(uses) {
  const sorted = [...uses.keys()].sort();
  return Object.fromEntries(
    sorted.map((spec) => {
      const { names, members, whole } = uses.get(spec);
      return [spec, whole ? "*" : { names: [...names].sort(), members: [...members].sort() }];
    }),
  );
}
