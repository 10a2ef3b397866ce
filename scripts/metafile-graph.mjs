// An esbuild metafile's outputs as a graph: which files a browser fetches at once from a file (its
// static imports, and theirs). Used by the page's preload list (site-files.mjs) and the size report
// (bundle-report.mjs).

/**
 * The outputs `file` imports statically, and theirs, added to `found` in the order found (depth first).
 * The browser learns of each only once it has parsed the chunk importing it. External imports are not
 * outputs and are left out.
 */
export function staticImports(meta, file, found = new Set()) {
  for (const { path: imported, kind, external } of meta.outputs[file]?.imports ?? [])
    if (kind === "import-statement" && !external && !found.has(imported)) {
      found.add(imported);
      staticImports(meta, imported, found);
    }
  return found;
}

/** `starts` and every output reachable from them through static imports (what the browser fetches at once). */
export function staticClosure(meta, starts) {
  const seen = new Set();
  for (const start of starts) {
    seen.add(start);
    staticImports(meta, start, seen);
  }
  return seen;
}
