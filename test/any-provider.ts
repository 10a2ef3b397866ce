// Issue 13, "the app against any real provider": GraphQL answers made from schema/schema.graphql by
// @graphql-tools/mock instead of the seed, so the screens meet what a real provider may send and the seed
// never does: nulls wherever the schema allows them, empty and long lists, long and non-Latin text, huge
// and negative numbers, far and unreadable dates, a status the app does not know. Deterministic: every
// value comes from a seeded generator, so a failing seed fails the same way again.
import { addMocksToSchema, createMockStore, type IMocks } from "@graphql-tools/mock";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { graphql, isListType, isNonNullType, isObjectType, getNamedType } from "graphql";
import { http, HttpResponse } from "msw";
import typeDefs from "../schema/schema.graphql";

/** What a profile's values are drawn from; one entry per pool gives every field that value. */
export interface Profile {
  strings: readonly string[];
  ints: readonly number[];
  floats: readonly number[];
  dates: readonly string[];
  /** The chance that a nullable field is null. */
  nulls: number;
  /** How long each list is. */
  lengths: readonly number[];
  /** Connections that are empty whatever `lengths` says (no products found, say). */
  emptyConnections?: readonly string[];
  /** Every `status` in an answer becomes this: one the app does not know, as a newer provider may send. */
  status?: string;
}

export const LONG = "Ab".repeat(150); // 300 characters with no space to break at
export const NON_LATIN = "Żółć 東京 مرحبا";
const INT32 = 2 ** 31 - 1;
const MAX_CENTS_IN_DOLLARS = Number.MAX_SAFE_INTEGER / 100;

/** Anything the schema allows, mixed: the profile the seeded runs draw from. */
export const ANYTHING: Profile = {
  strings: ["Acme", "", " ", LONG, NON_LATIN, "עברית", "<b>x</b>", "10%", "-5", "🙂 emoji", "a\u200Bb"],
  ints: [0, 1, 3, -1, -INT32 - 1, INT32, 250],
  floats: [0, 0.005, 19.99, -0.01, -12.5, 1e-9, MAX_CENTS_IN_DOLLARS, -MAX_CENTS_IN_DOLLARS],
  dates: [
    "2026-11-20T14:05:00.000Z",
    "9999-12-31T23:59:59.999Z",
    "1970-01-01T00:00:00.000Z",
    "not a date",
    "",
    "2026-02-30",
  ],
  nulls: 0.3,
  lengths: [0, 1, 3, 8],
};

/** One kind of edge value everywhere, for the edge tests. */
export const edge = (overrides: Partial<Profile>): Profile => ({
  strings: ["Acme"],
  ints: [3],
  floats: [19.99],
  dates: ["2026-11-20T14:05:00.000Z"],
  nulls: 0,
  lengths: [2],
  ...overrides,
});

/** Every nullable field null and every list empty. */
export const NOTHING = edge({ nulls: 1, lengths: [0] });

/** Purpose-made edges; where a pool has several values, the rows of a list meet each of them. */
export const EXTREMES = edge({
  strings: [LONG, NON_LATIN, "", "   "],
  ints: [INT32, -INT32 - 1],
  floats: [MAX_CENTS_IN_DOLLARS, -MAX_CENTS_IN_DOLLARS],
  dates: ["9999-12-31T23:59:59.999Z", "1970-01-01T00:00:00.000Z", "not a date", "", "2026-13-45T99:99:99Z"],
  lengths: [5],
  status: "ON_HOLD",
});

/** mulberry32: a small seeded generator, good enough to spread test values. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const base = makeExecutableSchema({ typeDefs });

// The mocks read the drawing in force; one mocked schema serves every render (making one costs about 20 ms),
// its store emptied and the generator seeded anew for each.
const drawing = { random: generator(0), profile: ANYTHING, next: 0 };
const pick = <T>(pool: readonly T[]) => pool[Math.floor(drawing.random() * pool.length)]!;

/** Per object type: which nullable fields are null and how long each list of objects is. */
function typeMocks(): IMocks {
  const mocks: IMocks = {};
  for (const type of Object.values(base.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || type.name === "Mutation") continue;
    const fields = Object.values(type.getFields());
    mocks[type.name] = () => {
      const { random, profile } = drawing;
      const values: Record<string, unknown> = {};
      // A connection's nodes and edges are one list seen twice: the same length.
      const length = profile.emptyConnections?.includes(type.name) ? 0 : pick(profile.lengths);
      for (const field of fields) {
        if (!isNonNullType(field.type) && random() < profile.nulls) values[field.name] = null;
        else if (isListType(isNonNullType(field.type) ? field.type.ofType : field.type))
          values[field.name] = Array.from(
            { length: type.name.endsWith("Connection") ? length : pick(profile.lengths) },
            () => (isObjectType(getNamedType(field.type)) ? {} : undefined),
          );
      }
      return values;
    };
  }
  return mocks;
}

const store = createMockStore({
  schema: base,
  mocks: {
    ...typeMocks(),
    String: () => pick(drawing.profile.strings),
    // Ids are unique in an answer, as a provider's are; some are not plain numbers.
    ID: () => `${pick(["", "Żółć-", "a/b?c#"])}${(drawing.next += 1)}`,
    Int: () => pick(drawing.profile.ints),
    Float: () => pick(drawing.profile.floats),
    Boolean: () => drawing.random() < 0.5,
    DateTime: () => pick(drawing.profile.dates),
    PurchaseOrderStatus: () => pick(["OPEN", "ORDERED", "RECEIVED", "CLOSED"]),
  },
});
const mocked = addMocksToSchema({ schema: base, store });

function withStatus(value: unknown, status: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withStatus(item, status));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === "status" ? status : withStatus(v, status)]),
  );
}

/**
 * An msw handler answering every GraphQL request with values of `profile` drawn by `seed` (the same
 * seed, the same answers); `answered` counts the answers. One at a time: the next call starts anew.
 */
export function answers(seed: number, profile: Profile, answered = { count: 0 }) {
  Object.assign(drawing, { random: generator(seed), profile, next: 0 });
  store.reset();
  return http.post("*/graphql", async ({ request }) => {
    const { query, variables, operationName } = (await request.json()) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    const result = await graphql({ schema: mocked, source: query, variableValues: variables, operationName });
    if (result.errors) throw new Error(`the mocked schema failed: ${result.errors[0]!.message}`);
    answered.count += 1;
    const data = profile.status ? withStatus(result.data, profile.status) : result.data;
    return HttpResponse.json({ data });
  });
}

const UNREADABLE = /\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]|\bnull\b|Infinity/;
const ATTRIBUTES = ["aria-label", "title", "href", "value", "alt", "placeholder", "aria-valuetext"];

const RANGE = /^(\d+)-(\d+) of (-?\d+) /;

/** What on the page reads as a program's leftovers ("undefined", "NaN", "Invalid Date"...), or null. */
export function unreadable(root: Element = document.body): string | null {
  const text = root.textContent ?? "";
  const found = UNREADABLE.exec(text);
  if (found) return `"${found[0]}" in: ${text.slice(Math.max(0, found.index - 60), found.index + 60)}`;
  for (const range of root.querySelectorAll(".pagination-range")) {
    const [, from, to, total] = (RANGE.exec(range.textContent ?? "") ?? []).map(Number);
    if (!(from! <= to! && to! <= total!)) return `a range that does not add up: "${range.textContent}"`;
  }
  for (const field of root.querySelectorAll<HTMLInputElement>("input, textarea"))
    if (UNREADABLE.test(field.value)) return `value "${field.value}" in the field ${field.name || field.id}`;
  for (const element of root.querySelectorAll("*"))
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && UNREADABLE.test(value)) return `${name}="${value}" on <${element.tagName.toLowerCase()}>`;
    }
  return null;
}
