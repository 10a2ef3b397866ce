// One key per resource and one way to refresh after a write. Every cached read is keyed
// `[resource, variables?]` with a resource named here, so a write names what it changed instead of
// matching key prefixes, and the features that read one resource share its cache entry.
//
// A read's answer is cached as plain data (objects, arrays, strings, numbers), shaped into a Map or Set by
// its hook if need be: SWR compares a new answer with the cached one by dequal/lite, which sees no entries
// in a Map or Set, so a new Map "equals" the old one and the screen keeps the old (Products' reorder levels
// and the order list's expected days did, D247).
//
// A paged read keeps its rows on screen while the next page loads (keepPreviousData), so after a write
// its cached pages are dropped: on screen they load again behind the old rows, marked busy; elsewhere
// they load afresh when next opened, never showing the rows from before the write (a supplier just
// created missing, for a moment, from the list it lands on). Any other read is refetched in place.
import type { ScopedMutator, SWRConfiguration } from "swr";

const RESOURCES = {
  PurchaseOrders: { paged: true },
  PurchaseOrder: { paged: false },
  ProductSearch: { paged: false },
  // The orders an edit screen's last prices come from (D225): read once per screen, refreshed by no write.
  LastPrices: { paged: false },
  Suppliers: { paged: true },
  // One supplier with its orders, filtered by status: paged like a list.
  Supplier: { paged: true },
  SupplierOptions: { paged: false },
  Products: { paged: true },
  Customers: { paged: true },
  Roles: { paged: false },
  Permissions: { paged: false },
  Members: { paged: false },
  Invites: { paged: false },
  InviteInfo: { paged: false },
  DemoFaults: { paged: false },
  DemoFeedback: { paged: false },
  DemoOutbox: { paged: false },
  // Which contract extensions the provider has (extensions.ts): read once per page life.
  Extensions: { paged: false },
  // An order's recorded changes (extension "history", D232), keyed by the order's dateModified.
  OrderHistory: { paged: true },
  // An order's expected arrival (extension "arrival", D234), keyed by the order's dateModified.
  ExpectedArrival: { paged: false },
  // An order's notes and attachments (extension "notes", D239, D240), keyed by the order's dateModified.
  OrderNotes: { paged: false },
  // An order's approval and the store's threshold (extension "approval", D242), keyed by the order's dateModified.
  OrderApproval: { paged: false },
  ApprovalSettings: { paged: false },
} as const satisfies Record<string, { paged: boolean }>;

export type Resource = keyof typeof RESOURCES;

/** The cache key of a read of `resource`, with the variables that pick which part of it. */
export function cacheKey<R extends Resource>(resource: R): readonly [R];
export function cacheKey<R extends Resource, V>(resource: R, variables: V): readonly [R, V];
export function cacheKey(resource: Resource, ...variables: unknown[]) {
  return [resource, ...variables] as const;
}

/** The SWR options every read of `resource` uses. */
export const readOptions = (resource: Resource): SWRConfiguration =>
  RESOURCES[resource].paged ? { keepPreviousData: true } : {};

const ofResources = (resources: readonly Resource[], paged: boolean) => (key: unknown) =>
  Array.isArray(key) &&
  resources.includes(key[0] as Resource) &&
  RESOURCES[key[0] as Resource].paged === paged;

/** After a write: every cached read of these resources is dropped (paged) or refetched (the rest). */
export const refreshAfterWrite = (mutate: ScopedMutator, ...resources: Resource[]) =>
  Promise.all([mutate(ofResources(resources, true), undefined), mutate(ofResources(resources, false))]);
