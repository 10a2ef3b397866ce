// The quick self-check of `npm run contract:mutants` (scripts/contract-mutants.mjs), which is too slow
// for npm test: every mutant still applies to the code as it is (its find text is in its file exactly
// once), ids are unique, and each one changes a file of the provider (mocks/) or a shared rule (schema/).
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { mutantProblem, mutate, readMutants } from "../scripts/contract-mutants.mjs";
import { ROOT } from "./source-files.ts";

const mutants = readMutants();

test("there are at least 20 mutants, with unique ids and a description each", () => {
  assert.ok(mutants.length >= 20, `${mutants.length} mutants`);
  assert.is(new Set(mutants.map((mutant) => mutant.id)).size, mutants.length);
  for (const mutant of mutants) assert.ok(mutant.description.length > 10, mutant.id);
});

test("every mutant's find text is in its file exactly once (else the code moved: update the mutant)", () => {
  const problems = mutants.map(mutantProblem).filter(Boolean);
  assert.equal(problems, []);
});

test("every mutant changes the provider or a shared rule, never the suite", () => {
  for (const mutant of mutants) {
    assert.match(mutant.file, /^(mocks|schema)\/[^]*\.ts$/, mutant.id);
    assert.not.match(mutant.file, /\.test\.ts$/, mutant.id);
    const source = readFileSync(path.join(ROOT, mutant.file), "utf8");
    assert.is.not(mutate(source, mutant), source, mutant.id);
  }
});

test("a find text that is not in its file is reported, naming the mutant", () => {
  const moved = { ...mutants[0]!, find: "text that is in no file of the provider" };
  assert.match(mutantProblem(moved) ?? "", `${moved.id}: its find text is in ${moved.file} 0 times`);
});

test.run();
