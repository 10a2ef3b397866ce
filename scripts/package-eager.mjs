// The packages' CommonJS modules compiled with their file (D135). esbuild wraps each CommonJS module
// (react, react-dom, scheduler...) in an arrow function its runtime calls on the first `require`. V8
// compiles such a function lazily: on the page's main thread, when it is first called, parsing the whole
// module's text then (react-dom's 205 kB: 43-107 ms of every load, warm or cold, in CPU profiles).
// Written as a parenthesised `function`, it is compiled eagerly with the rest of the file, which V8 does
// for a module script off the main thread while the file streams in. The call is the same and so is
// `this` (undefined: the runtime calls the function plainly, inside a module); only the compile moves.
// The file keeps the name esbuild's hash gave it: its text before this step decides it, as for
// scripts/package-imports.mjs.
import { parse } from "@babel/parser";
import path from "node:path";
import { applyEdits, measured, shiftedMap } from "./package-imports.mjs";

/** The names of esbuild's runtime chunks in `metafile` (its helpers: outputs of no input). */
export const runtimeChunks = (metafile) =>
  Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && !Object.keys(output.inputs).length)
    .map(([file]) => path.basename(file));

/**
 * The edits (in order) that turn each top-level `var x = helper(<arrow with a block body>)` of `text`
 * into `var x = helper((function(<params>){...}))`, for the helpers it imports from `runtimes` (the
 * names of esbuild's runtime chunks). Each edit: `start`, `removed` (characters) and `text` (put there).
 */
export function eagerWrapperEdits(text, runtimes) {
  if (!runtimes.some((name) => text.includes(`"./${name}"`))) return [];
  const { program } = parse(text, { sourceType: "module" });
  const helpers = new Set();
  for (const node of program.body)
    if (node.type === "ImportDeclaration" && runtimes.some((name) => node.source.value === `./${name}`))
      for (const specifier of node.specifiers) helpers.add(specifier.local.name);
  const edits = [];
  for (const node of program.body) {
    if (node.type !== "VariableDeclaration") continue;
    for (const { init } of node.declarations) {
      if (init?.type !== "CallExpression" || init.arguments.length !== 1) continue;
      if (init.callee.type !== "Identifier" || !helpers.has(init.callee.name)) continue;
      const [arrow] = init.arguments;
      if (arrow.type !== "ArrowFunctionExpression" || arrow.async || arrow.body.type !== "BlockStatement")
        continue;
      const params = arrow.params.map((param) => text.slice(param.start, param.end)).join(",");
      edits.push({
        start: arrow.start,
        removed: arrow.body.start + 1 - arrow.start,
        text: `(function(${params}){`,
      });
      edits.push({ start: arrow.end, removed: 0, text: ")" });
    }
  }
  return edits;
}

/**
 * The vendor build's files (`{ rel, contents }`, contents as bytes) with the CommonJS wrappers of each
 * JavaScript file made eager, and its source map's columns moved to match. `runtimes`: the file names
 * of esbuild's runtime chunks, whose helpers wrap the modules.
 */
export function eagerCommonJs(files, runtimes) {
  const made = new Map(); // rel -> its new contents
  for (const file of files) {
    if (!file.rel.endsWith(".js")) continue;
    const text = Buffer.from(file.contents).toString("utf8");
    const edits = eagerWrapperEdits(text, runtimes);
    if (!edits.length) continue;
    const map = files.find(({ rel }) => rel === `${file.rel}.map`);
    if (!map) throw new Error(`build: no source map for ${file.rel}`);
    const bytes = Buffer.from(map.contents);
    const { start, tail } = shiftedMap(bytes, text, measured(edits), map.rel);
    made.set(file.rel, Buffer.from(applyEdits(text, edits)));
    made.set(map.rel, Buffer.concat([bytes.subarray(0, start), tail]));
  }
  return files.map((file) => (made.has(file.rel) ? { ...file, contents: made.get(file.rel) } : file));
}
