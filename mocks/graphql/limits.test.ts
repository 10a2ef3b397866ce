import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { limitRule, MAX_DEPTH, MAX_FIELDS } from "./limits.ts";

// A schema with a cycle, so a query can nest as deep as it likes.
const schema = buildSchema(`type Node { id: ID! parent: Node } type Query { node: Node }`);
const problems = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, limitRule]).map((e) => e.message);
const nested = (levels: number) =>
  `query Deep { node ${"{ parent ".repeat(levels - 2)}{ id }${" }".repeat(levels - 2)} }`;

test("a query within the depth limit passes", () => {
  assert.equal(problems(nested(MAX_DEPTH)), []);
});

test("one level deeper is refused with the limit named", () => {
  assert.equal(problems(nested(MAX_DEPTH + 1)), [
    `The query nests ${MAX_DEPTH + 1} levels deep; at most ${MAX_DEPTH} are allowed.`,
  ]);
});

test("depth hidden in fragments still counts", () => {
  const query = `query Deep { node { ...A } } fragment A on Node { parent { ...B } } fragment B on Node { ${"parent { ".repeat(MAX_DEPTH)}id${" }".repeat(MAX_DEPTH)} }`;
  assert.match(problems(query).join(), "levels deep");
});

test("aliases count as fields: too many are refused", () => {
  const aliases = Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `a${i}: node { id }`).join(" ");
  assert.match(problems(`query Wide { ${aliases} }`).join(), `at most ${MAX_FIELDS} are allowed`);
  const fewer = Array.from({ length: 100 }, (_, i) => `a${i}: node { id }`).join(" ");
  assert.equal(problems(`query Wide { ${fewer} }`), []);
});

test.run();
