// What the Replenish view works out (issue 30 item 3, D228): each tracked product or variation with
// its stock, what OPEN and ORDERED orders already hold of it, its target and need = target - stock - on
// order (never below 0), and the supplier it was last bought from at the last price (the pure picker
// of src/domain/api/last-price-pick.ts over orders that went to a supplier); grouped by that supplier.
// Where the provider stores reorder levels (extension "reorder", D245), a line that has them uses them
// instead of the device's target (D246): it needs ordering only at or below its reorder point.
import { itemKey, lastPrices, type PricedOrder } from "../../domain/api/last-price-pick.ts";
import type { Targets } from "./target-level.ts";

/** A product's or variation's reorder levels as the provider stores them (D245); absent without it. */
export interface StoredLevels {
  reorderPoint?: number | null;
  targetLevel?: number | null;
}

/** What the rules read of a product: its variations when it has them (closing adds to those). */
export interface StockProduct extends StoredLevels {
  id: string;
  name: string;
  sku: string;
  cost: number;
  isInventoryTracking: boolean;
  inventoryLevel: number;
  variations: readonly ({
    id: string;
    name: string;
    sku: string;
    cost: number;
    inventoryLevel: number;
  } & StoredLevels)[];
}

/** What the rules read of an order: its status, supplier, date and lines. */
export interface StockOrder extends PricedOrder {
  status: string;
  items: readonly (PricedOrder["items"][number] & { quantity: number })[];
}

export interface ReplenishLine {
  /** productId/variationId (the picker's item key): the line's target and row key. */
  key: string;
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  stock: number;
  onOrder: number;
  /** The stored target level (or, without one, the reorder point); else the line's own, else the store's. */
  target: number | null;
  ownTarget: boolean;
  /** Whether the target and reorder point are the provider's (D246), not this device's. */
  stored: boolean;
  /** The provider's reorder point; null without one (the line then needs ordering below its target). */
  reorderPoint: number | null;
  /** What to order: target - stock - on order, at least 0; null without a target. */
  need: number | null;
  /** The last price when there is one, else the catalogue's cost. */
  unitCost: number;
  lastOrderId: string | null;
  supplier: { id: string; name: string } | null;
}

export interface SupplierGroup {
  /** The supplier's id, or "" for lines never bought from one. */
  key: string;
  supplier: { id: string; name: string } | null;
  lines: ReplenishLine[];
}

const BOUGHT = new Set(["ORDERED", "RECEIVED", "CLOSED"]);
const ON_ORDER = new Set(["OPEN", "ORDERED"]);

/** A tracked product without variations, or one variation of a tracked product. */
interface TrackedItem {
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  stock: number;
  cost: number;
  /** The variation's stored levels when it has one set, else its product's; null when neither has. */
  levels: { reorderPoint: number | null; targetLevel: number | null } | null;
}

/** The levels set, or null when neither is. */
function levelsOf(...rows: StoredLevels[]): TrackedItem["levels"] {
  const row = rows.find((r) => (r.reorderPoint ?? null) !== null || (r.targetLevel ?? null) !== null);
  return row ? { reorderPoint: row.reorderPoint ?? null, targetLevel: row.targetLevel ?? null } : null;
}

/** Each tracked product (or each of its variations) with its stock and catalogue cost. */
function trackedLines(products: readonly StockProduct[]): TrackedItem[] {
  return products
    .filter((p) => p.isInventoryTracking)
    .flatMap((p): TrackedItem[] =>
      p.variations.length === 0
        ? [
            {
              productId: p.id,
              variationId: null,
              name: p.name,
              sku: p.sku,
              stock: p.inventoryLevel,
              cost: p.cost,
              levels: levelsOf(p),
            },
          ]
        : p.variations.map((v) => ({
            productId: p.id,
            variationId: v.id,
            // A provider's variation may be named just "Small": then the product's name leads.
            name: v.name.startsWith(p.name) ? v.name : `${p.name}: ${v.name}`,
            sku: v.sku,
            stock: v.inventoryLevel,
            cost: v.cost,
            levels: levelsOf(v, p),
          })),
    );
}

/** Units of each item on OPEN and ORDERED orders, leaving out `except` (this run's own drafts). */
function onOrderByItem(orders: readonly StockOrder[], except: ReadonlySet<string> = new Set()) {
  const units = new Map<string, number>();
  for (const order of orders) {
    if (!ON_ORDER.has(order.status) || except.has(order.id)) continue;
    for (const line of order.items) {
      const key = itemKey({ productId: line.product.id, variationId: line.variation?.id ?? null });
      units.set(key, (units.get(key) ?? 0) + line.quantity);
    }
  }
  return units;
}

/** need = target - stock - on order, at least 0; null without a target. */
export const needOf = (target: number | null, stock: number, onOrder: number) =>
  target === null ? null : Math.max(0, target - stock - onOrder);

/** Every tracked line, worked out. `orders` are every OPEN and ORDERED order and the newest others. */
export function replenishLines(
  products: readonly StockProduct[],
  orders: readonly StockOrder[],
  targets: Targets,
  drafts: ReadonlySet<string> = new Set(),
): ReplenishLine[] {
  const onOrder = onOrderByItem(orders, drafts);
  const last = lastPrices(
    orders.filter((o) => BOUGHT.has(o.status) && o.vendor !== null),
    null,
  );
  return trackedLines(products).map((item) => {
    const key = itemKey(item);
    const own = targets.lines[key];
    const stored = item.levels;
    const target = stored ? (stored.targetLevel ?? stored.reorderPoint) : (own ?? targets.store);
    const reorderPoint = stored?.reorderPoint ?? null;
    const units = onOrder.get(key) ?? 0;
    // Above its reorder point a line needs nothing yet, whatever its target (D246).
    const waits = reorderPoint !== null && item.stock > reorderPoint;
    const price = last.get(key);
    return {
      key,
      productId: item.productId,
      variationId: item.variationId,
      name: item.name,
      sku: item.sku,
      stock: item.stock,
      onOrder: units,
      target,
      ownTarget: !stored && own !== undefined,
      stored: stored !== null,
      reorderPoint,
      need: waits ? 0 : needOf(target, item.stock, units),
      unitCost: price?.unitCost ?? item.cost,
      lastOrderId: price?.orderId ?? null,
      supplier: price?.vendor ?? null,
    };
  });
}

/** The lines by supplier, A to Z, lines never bought from one last; each group's lines by name. */
export function bySupplier(lines: readonly ReplenishLine[]): SupplierGroup[] {
  const groups = new Map<string, SupplierGroup>();
  for (const line of lines) {
    const key = line.supplier?.id ?? "";
    const group = groups.get(key) ?? { key, supplier: line.supplier, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const name = (g: SupplierGroup) => g.supplier?.name ?? "";
  return [...groups.values()]
    .map((g) => ({ ...g, lines: g.lines.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) =>
      (a.key === "") !== (b.key === "") ? (a.key === "" ? 1 : -1) : name(a).localeCompare(name(b)),
    );
}

/** The groups with something to order, each holding only its lines that need some. */
export const toOrder = (groups: readonly SupplierGroup[]): SupplierGroup[] =>
  groups
    .map((g) => ({ ...g, lines: g.lines.filter((l) => (l.need ?? 0) > 0) }))
    .filter((g) => g.lines.length > 0);
