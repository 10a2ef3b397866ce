// The deterministic seed: a fixed faker seed and reference date give the same store every time.
// Generators run in dependency order: accounts and stores, then each store's catalogue, then its orders.
import { DB_VERSION, type Db } from "../store/tables.ts";
import { APPROVAL_PERMISSION } from "../../schema/permissions.ts";
import { ROLE_PERMISSIONS, seedAccounts } from "./accounts.ts";
import { seedCustomers, seedProducts, seedSuppliers } from "./catalog.ts";
import { createSeedContext } from "./context.ts";
import { seedOrders } from "./orders.ts";
import { DEFAULT_ORDERS_PER_STORE, DEFAULT_SEED, EMPTY_ORDERS_PER_STORE } from "./origin.ts";

export interface SeedOptions {
  /** The faker seed. */
  seed?: number;
  /** Dates are placed before and after this moment; the demo rebases them to today. */
  referenceDate?: string;
  /**
   * Purchase orders per store (the large seed for showing scale uses thousands). None makes the empty
   * demo: the stores get no catalogue either, only the accounts, roles and invites.
   */
  ordersPerStore?: number;
}

const DEFAULT_REFERENCE_DATE = "2026-11-01T12:00:00.000Z";
const PER_STORE = { suppliers: 12, products: 40, customers: 60 };
const EMPTY_STORE = { suppliers: 0, products: 0, customers: 0 };

export async function generateSeed(options: SeedOptions = {}): Promise<Db> {
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const origin = {
    seed: options.seed ?? DEFAULT_SEED,
    ordersPerStore: options.ordersPerStore ?? DEFAULT_ORDERS_PER_STORE,
  };
  const ctx = createSeedContext(origin.seed, new Date(referenceDate));
  const accounts = await seedAccounts(ctx);
  const db: Db = {
    version: DB_VERSION,
    revision: 0,
    origin,
    nextId: 0,
    epoch: "",
    referenceDate,
    ...accounts,
    suppliers: [],
    products: [],
    customers: [],
    purchaseOrders: [],
    outbox: [],
    feedback: [],
    orderChanges: [],
    orderAttachments: [],
  };
  const size = origin.ordersPerStore === EMPTY_ORDERS_PER_STORE ? EMPTY_STORE : PER_STORE;
  for (const store of accounts.stores) {
    const suppliers = seedSuppliers(ctx, store.id, size.suppliers);
    const products = seedProducts(ctx, store.id, size.products);
    db.suppliers.push(...suppliers);
    db.products.push(...products);
    db.customers.push(...seedCustomers(ctx, store.id, size.customers));
    db.purchaseOrders.push(...seedOrders(ctx, store, suppliers, products, origin.ordersPerStore));
  }
  // Extension "approval" (D242): its permission last, so every other id stays as it was; each store's
  // owner role holds it. The provider shows it only where the extension is on.
  const approve = { id: ctx.nextId(), ...APPROVAL_PERMISSION };
  db.permissions.push(approve);
  for (const role of db.roles) if (role.name === ROLE_PERMISSIONS[0]![0]) role.permissionIds.push(approve.id);
  db.nextId = ctx.nextId();
  return db;
}
