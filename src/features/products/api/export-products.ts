// The product list as CSV: every product in the list's columns, each followed by its
// variations. A variation's row carries its product's ID and tracking type (the variations share
// them) and its own id in Variation ID, the one column the screen does not have, so the file can be
// sorted and still tell whose a variation is.
import { csvMoney, type CsvTable } from "../../../lib/csv-table.ts";
import { PRODUCTS_TEXT } from "../strings.ts";
import { fetchAllProducts } from "./all-products.ts";

const T = PRODUCTS_TEXT;
const C = T.columns;

/** Reads every product and lays them out, variations under their product. */
export async function productsCsv(progress: (done: number, total: number) => void): Promise<CsvTable> {
  const products = await fetchAllProducts(progress);
  return {
    header: [C.id, C.name, C.sku, C.mpn, C.price, C.tracking, C.level, T.variationId],
    rows: products.flatMap((p) => {
      const tracking = p.isInventoryTracking ? T.tracked : T.notTracked;
      return [
        [p.id, p.name, p.sku, p.mpn, csvMoney(p.price), tracking, p.inventoryLevel, null],
        ...p.variations.map((v) => [
          p.id,
          v.name,
          v.sku,
          v.mpn,
          csvMoney(v.price),
          tracking,
          v.inventoryLevel,
          v.id,
        ]),
      ];
    }),
  };
}
