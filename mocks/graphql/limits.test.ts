import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  limitRule,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_MUTATIONS,
  MAX_NESTING,
  MAX_NODES,
  nestingProblem,
} from "./limits.ts";

// A schema with a cycle, so a query can nest as deep as it likes, and a paged list (D10).
const schema = buildSchema(`
  type Node { id: ID! parent: Node }
  type NodeConnection { nodes: [Node!]! pages(first: Int): NodeConnection }
  type Query { node: Node list(first: Int, last: Int): NodeConnection }
  type Mutation { touch: Node }
`);
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

test("list items count each page's size times the pages around it, aliases included", () => {
  const pages = (n: number, first: string) =>
    Array.from({ length: n }, (_, i) => `a${i}: list(${first}) { nodes { id } }`).join(" ");
  assert.equal(problems(`query Lists { ${pages(5, "first: 100")} }`), []);
  assert.match(
    problems(`query Lists { ${pages(6, "first: 100")} }`).join(),
    `at most ${MAX_NODES} are allowed`,
  );
  // A page size given by variable may be the largest page; a small literal one counts as itself.
  assert.match(problems(`query Lists($n: Int) { ${pages(6, "first: $n")} }`).join(), "600 list items");
  assert.equal(problems(`query Lists { ${pages(80, "first: 1")} }`), []);
  assert.match(
    problems(`query Nested { list(first: 50) { pages(first: 50) { nodes { id } } } }`).join(),
    "2550",
  );
});

test("a document of more than a few mutations is refused, fragments included", () => {
  const touches = (n: number) => Array.from({ length: n }, (_, i) => `t${i}: touch { id }`).join(" ");
  assert.equal(problems(`mutation Few { ${touches(MAX_MUTATIONS)} }`), []);
  assert.match(problems(`mutation Many { ${touches(MAX_MUTATIONS + 1)} }`).join(), "changes; at most");
  const spread = `mutation Spread { ...F ...G } fragment F on Mutation { ${touches(3)} } fragment G on Mutation { b: touch { id } c: touch { id } d: touch { id } }`;
  assert.match(problems(spread).join(), "6 changes");
});

test("bracket nesting is measured on the text, strings and comments aside", () => {
  assert.is(nestingProblem(`query Q { node { parent { id } } }`), null);
  assert.match(nestingProblem("{".repeat(MAX_NESTING + 1))!, `${MAX_NESTING + 1} deep`);
  const quoted = `query Q { node(id: "${"{".repeat(100)}") { id } } # ${"[".repeat(100)}`;
  assert.is(nestingProblem(quoted), null);
  assert.is(nestingProblem(`query Q { node(id: """ {{{ \\""" ${"(".repeat(100)} """) { id } }`), null);
});

test("fragments spread twice in each of 40 nested fragments are counted without walking every spread", () => {
  const chain = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  const query = `query Q { ...F0 } ${chain.join(" ")} fragment F40 on Query { node { id } }`;
  assert.match(problems(query).join(), `at most ${MAX_FIELDS} are allowed`);
});

test.run();
