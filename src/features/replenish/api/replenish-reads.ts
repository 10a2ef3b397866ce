// What the Replenish view reads, on the spec's calls only (D228): every product (pages of 100), every
// OPEN and ORDERED order (what is on order; ORDERED ones were bought too), and the newest RECEIVED and
// CLOSED orders (HISTORY_PAGES pages) for each line's last supplier and price. The three run at once;
// each list is read page after page. At the seed's 40 products and 28 orders that is 3 calls; at
// 1,000 products 10 + one per 100 open or ordered orders + at most HISTORY_PAGES. Where the provider
// stores reorder levels (D245) the products are read with them, by a document of its own (D246).
import useSWR from "swr";
import { fetchAllPages } from "../../../api/all-pages.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { useKnownExtensions } from "../../../api/extensions.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest } from "../../../api/graphql.ts";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
// Not a lazy chunk of its own: as one, esbuild split the first load's shared chunks anew (+400 B gzip
// initial for a 460 B document); in the Replenish screen's chunk it costs the first load nothing (D246).
import { fetchProductsWithLevels } from "./replenish-levels.ts";

/** Received and closed orders read for the last supplier: the newest 300 changed. */
const HISTORY_PAGES = 3;

export const ReplenishProductsQuery = graphql(`
  query ReplenishProducts($first: Int, $after: String) {
    products(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...ReplenishProductFields
      }
    }
  }
`);

/** A product as Replenish works from it; also spread by its read with reorder levels (replenish-levels.ts). */
export const ReplenishProductFields = graphql(`
  fragment ReplenishProductFields on Product {
    id
    name
    sku
    cost
    isInventoryTracking
    inventoryLevel
    variations {
      id
      name
      sku
      cost
      inventoryLevel
    }
  }
`);

export const ReplenishOrdersQuery = graphql(`
  query ReplenishOrders($first: Int, $after: String, $status: [PurchaseOrderStatus!]) {
    allPurchaseOrders(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        status
        dateCreated
        dateOrdered
        vendor {
          id
          name
        }
        items {
          quantity
          unitCost
          product {
            id
          }
          variation {
            id
          }
        }
      }
    }
  }
`);

const orders = (status: PurchaseOrderStatus[], maxPages?: number) =>
  fetchAllPages(
    (page) => graphqlRequest(ReplenishOrdersQuery, { ...page, status }).then((d) => d.allPurchaseOrders),
    undefined,
    undefined,
    maxPages,
  );

/** Everything the view works from, in one read; `levels`: the provider stores reorder levels. */
async function fetchReplenishData(levels = false) {
  const [products, onOrder, history] = await Promise.all([
    levels
      ? fetchProductsWithLevels()
      : fetchAllPages((page) => graphqlRequest(ReplenishProductsQuery, page).then((d) => d.products)),
    orders(["OPEN", "ORDERED"]),
    orders(["RECEIVED", "CLOSED"], HISTORY_PAGES),
  ]);
  return { products, orders: [...onOrder, ...history] };
}

export type ReplenishData = Awaited<ReturnType<typeof fetchReplenishData>>;

// Keyed as a list of orders: every order write drops it (D31), so a draft shows up as on order. A
// write of reorder levels drops the order lists too (D246).
const replenishKey = (levels: boolean) => cacheKey("PurchaseOrders", { replenish: true, levels });

/**
 * The view's read: once on opening, and again after any order write (a draft shows as on order). Not
 * a fresh screen (D210): re-reading every list each 15 s would not be cheap at 1,000 products.
 */
export function useReplenishData() {
  // Sent once the provider's extensions are known: with levels or without, never both (D246).
  const extensions = useKnownExtensions();
  const levels = extensions?.has("reorder") ?? false;
  return useSWR(extensions && replenishKey(levels), () => fetchReplenishData(levels), {
    ...readOptions("PurchaseOrders"),
    revalidateOnFocus: false,
  });
}
