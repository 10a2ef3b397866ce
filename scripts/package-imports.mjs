// Our code's imports of the packages, linked to the packages' files once esbuild has written them (D122).
// esbuild builds our code with each package aliased to a placeholder path, external (no plugin, so it
// never calls back into Node): `./vendor-initial-<hash>.js?react`. Its output then imports each package
// once per module that uses it, by the package's own names (`import{useState as a}from"…?react"` eleven
// times in one chunk); a single build imported package code across chunks once per chunk, by minified
// names. Here each chunk's imports of a group file become one statement, at the first one's place,
// taking the file's short export names (`import{b as a,c as d}from"./vendor-initial-<hash>.js"`), and
// the source map's columns move with the text. A chunk's name keeps esbuild's hash: its text before the
// rewrite names the group file by its own hash, so the rewritten text changes only when that does.

import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";

const MAPPINGS = '"mappings": "'; // where esbuild's source map (JSON) holds them

// esbuild's minified import and export statements of an external path, in their canonical forms: a
// default name, `{…}` or `*as n`, `*` (export), or nothing (a bare import). The path's shape keeps a
// string that merely reads "import" from swallowing the statement after it.
const STATEMENT =
  /\b(import|export)\s*((?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?)\s*(?:from\s*)?"(\.\/[^"?\s]+\?[^"\s]+)";?/g;

/** `d,{a as b,c}` / `*as n` -> the default name, [imported, local] pairs and the namespace's name. */
function clauseOf(clause) {
  const [, defaultName, rest = ""] = clause.match(/^([\w$]+)?\s*,?\s*(.*)$/s);
  const named = rest.startsWith("{")
    ? rest
        .slice(1, -1)
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [imported, local = imported] = part.split(/\s+as\s+/);
          return [imported, local];
        })
    : [];
  const namespace = rest.match(/^\*\s*as\s+([\w$]+)$/)?.[1];
  return { defaultName, named, namespace, all: rest === "*" };
}

/**
 * `text` with its imports of the placeholders in `links` (path -> { file, spec, names: { name: short },
 * namespace: short }) linked to the group files: one import statement per file, at the first one's
 * place; a re-export in place. Returns `{ text, edits }` (edits: `{ start, removed, added }`, in order,
 * offsets in `text`), or undefined when `text` imports no placeholder.
 */
export function linkImports(text, links) {
  if (!text.includes(".js?")) return undefined; // imports no package: skips the statements' scan
  const edits = [];
  const merged = new Map(); // group file -> its edit and bindings
  for (const match of text.matchAll(STATEMENT)) {
    const [statement, keyword, clause, placeholder] = match;
    const link = links.get(placeholder);
    if (!link) continue;
    const { defaultName, named, namespace, all } = clauseOf(clause.trim());
    const short = (name) => {
      const found = name === "*" ? link.namespace : link.names[name];
      if (found === undefined)
        throw new Error(`build: ${link.spec}'s ${name} is not in ${link.file} (scripts/package-imports.mjs)`);
      return found;
    };
    const pairs = [
      ...(defaultName ? [[short("default"), defaultName]] : []),
      ...named.map(([imported, local]) => [short(imported), local]),
      ...(namespace ? [[short("*"), namespace]] : []),
    ];
    const edit = { start: match.index, removed: statement.length, text: "" };
    edits.push(edit);
    if (keyword === "export") {
      if (all || namespace)
        throw new Error(
          `build: our code re-exports all of ${link.spec}; not supported (scripts/package-imports.mjs)`,
        );
      edit.text = `export{${pairs.map(([from, as]) => `${from} as ${as}`).join(",")}}from"${link.file}";`;
    } else if (merged.has(link.file)) merged.get(link.file).pairs.push(...pairs);
    else merged.set(link.file, { edit, pairs });
  }
  if (!edits.length) return undefined;
  for (const [file, { edit, pairs }] of merged) {
    const bindings = pairs.map(([from, as]) => (from === as ? from : `${from} as ${as}`));
    edit.text = bindings.length ? `import{${bindings.join(",")}}from"${file}";` : `import"${file}";`;
  }
  const linked = applyEdits(text, edits);
  for (const placeholder of links.keys())
    if (linked.includes(`"${placeholder}"`))
      throw new Error(`build: an import of ${placeholder} was not linked (scripts/package-imports.mjs)`);
  return { text: linked, edits: measured(edits) };
}

/** `text` with `edits` (`{ start, removed, text }`, in order, offsets in `text`) made. */
export function applyEdits(text, edits) {
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
 * `mappings` (a source map's, version 3) for the text `linkImports` made from `text` with `edits`: each
 * generated column moved by the edits before it on its line (a column inside a removed statement goes
 * to where its replacement starts). Only the lines edited are decoded; the other fields are kept as
 * written (they are relative across lines, the generated column only within one).
 */
export function shiftMappings(mappings, text, edits) {
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

// ---------------------------------------------------------------------------------------------
// The files

/**
 * Writes `contents` over the file at `path` from `offset`, then cuts it to their end. Truncating it to
 * nothing first (writeFile) made ext4 flush it to disk on close; a new file costs more to create.
 */
function overwrite(path, contents, offset = 0) {
  const fd = openSync(path, "r+");
  try {
    writeSync(fd, contents, 0, contents.length, offset);
    ftruncateSync(fd, offset + contents.length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Links the package imports of the JavaScript `texts` (`{ file, path, text }`, as esbuild wrote them)
 * and moves their source maps' columns to match, rewriting both files (synchronously: a hundred small
 * files cost several times the CPU through fs/promises). Returns file -> its new size.
 */
export function linkOutputs(texts, links) {
  const sizes = new Map();
  for (const { file, path, text } of texts) {
    const linked = linkImports(text, links);
    if (!linked) continue;
    const map = shiftedMap(readFileSync(`${path}.map`), text, linked.edits, `${path}.map`);
    const bytes = Buffer.from(linked.text);
    sizes.set(file, bytes.length);
    overwrite(path, bytes);
    // The map's sources come before its mappings and stay as written.
    overwrite(`${path}.map`, map.tail, map.start);
  }
  return sizes;
}

/**
 * The source map `map` (bytes, as esbuild wrote it, named `name`) of `text`, its mappings moved for
 * `edits` (`{ start, removed, added }`): `{ start, tail }`, where its mappings begin and its bytes from
 * there on. As bytes: only the mappings (ASCII) are decoded, not the sources the map carries before them.
 */
export function shiftedMap(map, text, edits, name) {
  const start = map.indexOf(MAPPINGS) + MAPPINGS.length;
  const end = map.indexOf('"', start);
  if (start < MAPPINGS.length || end === -1) throw new Error(`build: no mappings in ${name}`);
  const mappings = Buffer.from(shiftMappings(map.toString("latin1", start, end), text, edits), "latin1");
  return { start, tail: Buffer.concat([mappings, map.subarray(end)]) };
}
