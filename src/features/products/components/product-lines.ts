// What the product screen lists and what can be ordered from it: a product, or one of
// its variations shown under it. The "below N in stock" filter keeps tracked lines under N: a tracked
// product's variations when it has them (closing adds to the variation), else the product.
import type { ProductRow, VariationRow } from "../api/products.ts";
import type { CatalogueLine } from "../api/order-from-catalogue.ts";

/** A variation's row under its product; its id is told apart from the products' for the row key. */
export interface VariationLine extends VariationRow {
  of: ProductRow;
}
export type Line = ProductRow | VariationLine;
export const isVariation = (line: Line): line is VariationLine => "of" in line;

/** A product's variations as rows of the list. */
export const variationLines = (product: ProductRow): VariationLine[] =>
  product.variations.map((v) => ({ ...v, id: `variation-${v.id}`, of: product }));

/** The tracked lines below `below` in stock, in list order. */
export function lowStockLines(products: readonly ProductRow[], below: number): Line[] {
  return products
    .filter((p) => p.isInventoryTracking)
    .flatMap((p): Line[] => (p.variations.length > 0 ? variationLines(p) : [p]))
    .filter((line) => line.inventoryLevel < below);
}

/** A line picked for an order: what the order needs and what the selection shows. */
export interface Pick {
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  /** The stock to bring up, or null when the product is not tracked. */
  level: number | null;
  cost: number;
}

/** The selection's key of a line (the row key: variations are "variation-{id}"). */
export const pickKey = (line: Line) => line.id;

export function pickOf(line: Line): Pick {
  if (!isVariation(line))
    return {
      productId: line.id,
      variationId: null,
      name: line.name,
      sku: line.sku,
      level: line.isInventoryTracking ? line.inventoryLevel : null,
      cost: line.cost,
    };
  return {
    productId: line.of.id,
    variationId: line.id.replace(/^variation-/, ""),
    name: `${line.of.name}: ${line.name}`,
    sku: line.sku,
    level: line.of.isInventoryTracking ? line.inventoryLevel : null,
    cost: line.cost,
  };
}

/**
 * The quantity to order: what brings the line's stock up to `target`, at least 1. No target: 1,
 * as Add Item adds (spec section 9). A line that is not tracked has no stock to count: the target.
 */
export function orderQuantity(pick: Pick, target: number | null): number {
  if (target === null) return 1;
  return Math.max(1, target - (pick.level ?? 0));
}

/** The order's lines: each pick at its quantity and its catalogue cost. */
export const catalogueLines = (picks: readonly Pick[], target: number | null): CatalogueLine[] =>
  picks.map((pick) => ({
    productId: pick.productId,
    variationId: pick.variationId,
    quantity: orderQuantity(pick, target),
    unitCost: pick.cost,
  }));
