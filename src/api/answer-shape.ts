// Parse, don't trust (STYLE.md): a GraphQL answer is checked against the shape its operation asked for
// before a screen reads it, so a provider that answers something else is an error state, not a crash
// deep in a component. The shapes are generated (scripts/answer-shapes.mjs); nothing parses GraphQL.
import { ANSWER_SHAPES } from "./generated/answer-shapes.ts";

/** Per response key: wrappers ("?" nullable, "[" list) then a scalar letter, or wrappers and fields. */
type Spec = string | readonly [string, Fields];
interface Fields {
  readonly [key: string]: Spec;
}

const TYPE_OF: Record<string, string> = { s: "string", n: "number", b: "boolean" };

function problem(value: unknown, wrappers: string, leaf: string | Fields, path: string): string | null {
  if (wrappers.startsWith("?")) {
    if (value === null) return null;
    wrappers = wrappers.slice(1);
  }
  if (value === null || value === undefined) return `${path} is missing`;
  if (wrappers.startsWith("[")) {
    if (!Array.isArray(value)) return `${path} is not a list`;
    for (const [i, item] of value.entries()) {
      const found = problem(item, wrappers.slice(1), leaf, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof leaf === "string")
    return typeof value === TYPE_OF[leaf] ? null : `${path} is not a ${TYPE_OF[leaf]}`;
  if (typeof value !== "object" || Array.isArray(value)) return `${path} is not an object`;
  return fieldsProblem(value as Record<string, unknown>, leaf, path);
}

function fieldsProblem(value: Record<string, unknown>, fields: Fields, path: string): string | null {
  for (const [key, spec] of Object.entries(fields)) {
    const found =
      typeof spec === "string"
        ? problem(value[key], spec.slice(0, -1), spec.slice(-1), `${path}.${key}`)
        : problem(value[key], spec[0], spec[1], `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** What is wrong with `data` as the answer to `operation`, or null when it has the asked-for shape. */
export function answerProblem(operation: string, data: unknown): string | null {
  const fields = ANSWER_SHAPES[operation] as Fields | undefined;
  if (!fields) return `${operation} is not a generated operation`;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return "data is not an object";
  return fieldsProblem(data as Record<string, unknown>, fields, "data");
}
