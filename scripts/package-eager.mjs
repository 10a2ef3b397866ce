// The packages' CommonJS modules compiled with their file (D135), the one step after esbuild's build.
// esbuild wraps each CommonJS module (react, react-dom, scheduler...) in an arrow function its runtime
// calls on the first `require`. V8 compiles such a function lazily, on the page's main thread when it is
// first called, parsing the whole module's text then (react-dom's 205 kB: 43-107 ms of every load).
// Written as a parenthesised `function`, it is compiled eagerly with the rest of the file, which V8 does
// for a module script off the main thread while the file streams in. The call is the same and so is
// `this` (undefined: the runtime calls the function plainly, inside a module); only the compile moves.
// Measured again without it (issue 29): the warm load's main-thread tasks 300 -> 384 ms. The file keeps
// the name esbuild's hash gave it; its source map's columns move with the text.
import { parse } from "@babel/parser";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MAPPINGS = '"mappings": "'; // where esbuild's source map (JSON) holds them

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
function eagerWrapperEdits(text, runtimes) {
  if (!runtimes.some((name) => text.includes(`"./${name}"`))) return [];
  const { program } = parse(text, { sourceType: "module", attachComment: false });
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
 * Makes the CommonJS wrappers of the build's JavaScript eager, in the files esbuild wrote: those of
 * `metafile` (paths relative to `root`) that hold a CommonJS module, and their source maps. Updates
 * the metafile's byte counts.
 */
export function eagerCommonJs(metafile, root) {
  const runtimes = runtimeChunks(metafile);
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    if (!Object.keys(output.inputs).some((input) => metafile.inputs[input]?.format === "cjs")) continue;
    const at = path.join(root, file);
    const text = readFileSync(at, "utf8");
    const edits = eagerWrapperEdits(text, runtimes);
    if (!edits.length) continue;
    const map = readFileSync(`${at}.map`);
    const { start, tail } = shiftedMap(map, text, measured(edits), `${file}.map`);
    const eager = Buffer.from(applyEdits(text, edits));
    writeFileSync(at, eager);
    writeFileSync(`${at}.map`, Buffer.concat([map.subarray(0, start), tail]));
    output.bytes = eager.length;
  }
}

// ---------------------------------------------------------------------------------------------
// The text and its source map's columns

/** `text` with `edits` (`{ start, removed, text }`, in order, offsets in `text`) made. */
function applyEdits(text, edits) {
  const parts = [];
  let copied = 0;
  for (const { start, removed, text: added } of edits) {
    parts.push(text.slice(copied, start), added);
    copied = start + removed;
  }
  parts.push(text.slice(copied));
  return parts.join("");
}

/** Text edits as shiftMappings reads them: `{ start, removed, added }` (characters put there). */
export const measured = (edits) =>
  edits.map(({ start, removed, text: added }) => ({ start, removed, added: added.length }));

// ---------------------------------------------------------------------------------------------
// The source map's columns

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Int8Array(128);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

let decodedEnd = 0; // where the number decodeAt read last ends (no array per segment)

/** The base64 VLQ number at `at` in `text`; sets decodedEnd. */
function decodeAt(text, at) {
  let value = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    const digit = DIGIT[text.charCodeAt(i++)];
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if (!(digit & 32)) break;
  }
  decodedEnd = i;
  return value % 2 ? -(value - 1) / 2 : value / 2;
}

function encode(value) {
  let rest = value < 0 ? -value * 2 + 1 : value * 2;
  let out = "";
  do {
    const digit = rest % 32;
    rest = Math.floor(rest / 32);
    out += BASE64[rest ? digit + 32 : digit];
  } while (rest);
  return out;
}

/**
 * `mappings` (a source map's, version 3) for the text made from `text` with `edits`: each
 * generated column moved by the edits before it on its line (a column inside a removed statement goes
 * to where its replacement starts). Only the lines edited are decoded; the other fields are kept as
 * written (they are relative across lines, the generated column only within one).
 */
function shiftMappings(mappings, text, edits) {
  const byLine = new Map();
  let line = 0;
  let lineStart = 0;
  for (const edit of edits) {
    for (
      let nl = text.indexOf("\n", lineStart);
      nl !== -1 && nl < edit.start;
      nl = text.indexOf("\n", lineStart)
    ) {
      line++;
      lineStart = nl + 1;
    }
    if (!byLine.has(line)) byLine.set(line, []);
    byLine.get(line).push({ ...edit, column: edit.start - lineStart });
  }
  const lines = mappings.split(";");
  for (const [index, lineEdits] of byLine)
    if (lines[index]) lines[index] = shiftLine(lines[index], lineEdits);
  return lines.join(";");
}

/**
 * One line's segments with their generated columns moved by `edits` (in order). The column is relative
 * to the segment before on the line, so only a segment whose shift differs from its predecessor's is
 * rewritten: the first after each edit, and those inside a removed statement.
 */
function shiftLine(line, edits) {
  const parts = [];
  let copied = 0;
  let before = 0; // the previous segment's column, before and after the edits
  let after = 0;
  let next = 0; // the first edit not wholly before the column
  let shift = 0; // what the edits before it moved the text
  for (let at = 0; at < line.length;) {
    let end = line.indexOf(",", at);
    if (end === -1) end = line.length;
    if (end > at) {
      const delta = decodeAt(line, at);
      const column = before + delta;
      while (next < edits.length && column >= edits[next].column + edits[next].removed) {
        shift += edits[next].added - edits[next].removed;
        next++;
      }
      const inside = next < edits.length && column >= edits[next].column;
      const now = inside ? edits[next].column + shift : column + shift;
      if (now - after !== delta) {
        parts.push(line.slice(copied, at), encode(now - after));
        copied = decodedEnd;
      }
      // Past the last edit every segment moves as this one did: the rest stays as written.
      if (next === edits.length) break;
      before = column;
      after = now;
    }
    at = end + 1;
  }
  parts.push(line.slice(copied));
  return parts.join("");
}

/**
 * The source map `map` (bytes, as esbuild wrote it, named `name`) of `text`, its mappings moved for
 * `edits` (`{ start, removed, added }`): `{ start, tail }`, where its mappings begin and its bytes from
 * there on. As bytes: only the mappings (ASCII) are decoded, not the sources the map carries before them.
 */
function shiftedMap(map, text, edits, name) {
  const start = map.indexOf(MAPPINGS) + MAPPINGS.length;
  const end = map.indexOf('"', start);
  if (start < MAPPINGS.length || end === -1) throw new Error(`build: no mappings in ${name}`);
  const mappings = Buffer.from(shiftMappings(map.toString("latin1", start, end), text, edits), "latin1");
  return { start, tail: Buffer.concat([mappings, map.subarray(end)]) };
}
