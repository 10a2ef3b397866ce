// Which seed a database comes from: the default one, made at build time into demo-seed.json, or
// another faker seed or size asked for by URL parameter. Free of faker, so the mock chunk can read it
// without pulling faker in (docs/ARCHITECTURE.md, Budgets).
import type { SeedOrigin } from "../store/tables.ts";

export const DEFAULT_SEED = 20261120;
export const DEFAULT_ORDERS_PER_STORE = 28;
/** `?scale=empty`: no orders, and no suppliers, products or customers either, for showing empty states. */
export const EMPTY_ORDERS_PER_STORE = 0;
/** `?scale=large`: thousands of orders per store, for showing scale. */
export const LARGE_ORDERS_PER_STORE = 3000;
/** The most `?orders=` accepts: the size the provider's budgets are measured at (docs/ARCHITECTURE.md, Budgets). */
export const MAX_ORDERS_PER_STORE = 10_000;

/** The seed demo-seed.json is made from. */
export const DEFAULT_ORIGIN: SeedOrigin = Object.freeze({
  seed: DEFAULT_SEED,
  ordersPerStore: DEFAULT_ORDERS_PER_STORE,
});

export const sameOrigin = (a: SeedOrigin, b: SeedOrigin) =>
  a.seed === b.seed && a.ordersPerStore === b.ordersPerStore;
