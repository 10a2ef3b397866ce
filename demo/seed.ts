// The demo's seed as the build wrote it (demo-seed.json): what a fresh browser context starts from
// (D22, D23), for a journey to pick its rows and know what the screens must show.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../mocks/store/tables.ts";
import { buildDemoOnce, type DemoBuild } from "./builds.ts";

const seeds = new Map<DemoBuild, Promise<Db>>();

function demoSeed(build: DemoBuild = "React"): Promise<Db> {
  let seed = seeds.get(build);
  if (!seed) {
    seed = buildDemoOnce("/", { build }).then(
      ({ dir }) => JSON.parse(readFileSync(path.join(dir, "demo-seed.json"), "utf8")) as Db,
    );
    seeds.set(build, seed);
  }
  return seed;
}

/** The seeded rows of the store `email` works in after signing in: their active store (D22). */
export async function seededStore(email: string, build?: DemoBuild) {
  const db = await demoSeed(build);
  const storeId = db.users.find((user) => user.email === email)!.activeStoreId!;
  const mine = <T extends { storeId: number }>(rows: T[]) => rows.filter((row) => row.storeId === storeId);
  return {
    storeId,
    orders: mine(db.purchaseOrders),
    suppliers: mine(db.suppliers),
    products: mine(db.products),
    customers: mine(db.customers),
  };
}
