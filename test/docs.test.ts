// The docs stay true to the code: every decision the code or the docs cite (`D7`) has its file in
// docs/decisions/, the index links every decision file, links between the docs lead somewhere, and both
// kinds of document stay short enough to read.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "./source-files.ts";

const DECISIONS = "docs/decisions";
const SKIPPED = new Set([".git", ".cache", "node_modules", "dist"]);
const TEXT = /\.(tsx?|mts|mjs|js|css|graphql|md|html|json)$|^run$/;

/** Project files that may cite a decision, relative to the root: code, styles, schema, docs, CI. */
function citingFiles(folder = ""): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) || entry.name.startsWith("dist-") ? [] : citingFiles(file);
    return TEXT.test(entry.name) && entry.name !== "package-lock.json" ? [file] : [];
  });
}

// `D` and a number of 1 to 999 standing alone. Not after a letter, digit or `{`: `\u{D82}` in the
// look-alike table is a code point, not a citation.
const CITATION = /(?<![\w{])D([1-9]\d{0,2})\b/g;

/** Each decision cited in `text`, with the line it is on. */
function citationsIn(text: string): { n: number; line: number }[] {
  return text
    .split("\n")
    .flatMap((content, i) => [...content.matchAll(CITATION)].map((m) => ({ n: Number(m[1]), line: i + 1 })));
}

const decisionFiles = () =>
  readdirSync(path.join(ROOT, DECISIONS)).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));
const numberOf = (file: string) => Number(file.slice(0, 4));
const lineCount = (file: string) => readFileSync(path.join(ROOT, file), "utf8").trimEnd().split("\n").length;

/** Citations of decisions that have no file, as `file:line D<n>`. */
function unknownCitations(files: string[], read: (file: string) => string, known: Set<number>): string[] {
  return files.flatMap((file) =>
    citationsIn(read(file))
      .filter(({ n }) => !known.has(n))
      .map(({ n, line }) => `${file}:${line} D${n}`),
  );
}

test("every decision cited in code and docs has its file in docs/decisions/", () => {
  const known = new Set(decisionFiles().map(numberOf));
  const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  assert.equal(unknownCitations(citingFiles(), read, known), []);
});

test("decision numbers run from 1 with none missing and none twice", () => {
  const numbers = decisionFiles().map(numberOf);
  assert.equal(new Set(numbers).size, numbers.length, "a number has two files");
  const gaps = [];
  for (let n = 1; n <= Math.max(...numbers); n++) if (!numbers.includes(n)) gaps.push(n);
  assert.equal(gaps, []);
});

test("docs/decisions/README.md links every decision file, and only files that exist", () => {
  const index = readFileSync(path.join(ROOT, DECISIONS, "README.md"), "utf8");
  // The pattern's one group is not optional: every match has it.
  const linked = new Set([...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]!));
  const files = decisionFiles();
  assert.equal(
    files.filter((f) => !linked.has(f)),
    [],
    "decision files missing from the index",
  );
  assert.equal(
    [...linked].filter((f) => !files.includes(f)),
    [],
    "index links to no such file",
  );
});

test("each decision file is at most 40 lines", () => {
  const long = decisionFiles()
    .map((f) => `${f}: ${lineCount(`${DECISIONS}/${f}`)}`)
    .filter((row) => Number(row.split(": ")[1]) > 40);
  assert.equal(long, []);
});

test("docs/ARCHITECTURE.md is at most 300 lines", () => {
  const lines = lineCount("docs/ARCHITECTURE.md");
  assert.ok(lines <= 300, `${lines} lines`);
});

test("every relative link in README.md and docs/ points at a file that exists", () => {
  const docs = citingFiles().filter((f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")));
  const broken = docs.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target)))
      .map((target) => `${file} -> ${target}`),
  );
  assert.equal(broken, []);
});

// The checker itself

test("a citation is D and 1 to 999 standing alone, never a code point or part of a word", () => {
  const cited = (text: string) => citationsIn(text).map(({ n }) => n);
  assert.equal(cited("kept over a 401 (D30); see D7, D153.\nD1000 DD7 AD7 D7x"), [30, 7, 153]);
  assert.equal(cited('o: "0\\u{D02}\\u{D82}"'), []);
  assert.equal(cited("D0 D07 UD7"), []);
});

test("the citation check names a decision with no file, with its file and line", () => {
  const missing = 999; // spelt out, it would be a citation of this file
  const read = () => `// as D7 says\n// and D${missing} does not`;
  assert.equal(unknownCitations(["src/x.ts"], read, new Set([7])), [`src/x.ts:2 D${missing}`]);
});

test.run();
