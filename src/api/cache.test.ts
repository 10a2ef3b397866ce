import type { ScopedMutator } from "swr";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cacheKey, readOptions, refreshAfterWrite } from "./cache.ts";

const KEYS = [
  cacheKey("PurchaseOrders", { first: 5 }),
  cacheKey("PurchaseOrder", { id: "442" }),
  cacheKey("Suppliers", { first: 5 }),
  cacheKey("Roles"),
  "not-ours",
];

/** Which cached keys a refresh drops and which it refetches in place, as SWR would apply its filters. */
async function refreshed(...resources: Parameters<typeof refreshAfterWrite>[1][]) {
  const dropped: unknown[] = [];
  const refetched: unknown[] = [];
  const mutate = (async (filter: (key: unknown) => boolean, ...data: unknown[]) => {
    (data.length ? dropped : refetched).push(...KEYS.filter(filter));
  }) as unknown as ScopedMutator;
  await refreshAfterWrite(mutate, ...resources);
  return { dropped, refetched };
}

test("a write drops the paged reads it names and refetches the others, touching nothing else", async () => {
  assert.equal(await refreshed("PurchaseOrders", "PurchaseOrder"), {
    dropped: [["PurchaseOrders", { first: 5 }]],
    refetched: [["PurchaseOrder", { id: "442" }]],
  });
  assert.equal(await refreshed("Roles"), { dropped: [], refetched: [["Roles"]] });
});

test("paged reads keep their rows while they load again; the others do not", () => {
  assert.equal(readOptions("Suppliers"), { keepPreviousData: true });
  assert.equal(readOptions("Roles"), {});
});

test.run();
