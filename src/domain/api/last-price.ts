// The look-up behind an added line's cost (issue 30 item 2, D225), on the spec's orders list alone
// (allPurchaseOrders: newest change first, narrowed by status; it has no supplier filter). It reads
// pages of orders that went to a supplier (ORDERED, RECEIVED, CLOSED) until it has the supplier's 20
// latest or has read MAX_PAGES pages, and keeps the other suppliers' orders it passed for the
// any-supplier fallback. One look-up per supplier, read once per screen: a cost filled in a moment
// late is fine, a call per Add Item is not.
import useSWR from "swr";
import { graphql } from "../../api/generated/gql.ts";
import { graphqlRequest } from "../../api/graphql.ts";
import { cacheKey } from "../../api/cache.ts";
import { lastPrices, type PricedOrder } from "./last-price-pick.ts";

/** At most this many of the supplier's latest orders are read. */
const LAST_PRICE_ORDERS = 20;
/** Pages of this many orders (D10 allows 1 to 100); without a supplier, one page is the look-up. */
const PAGE_SIZE = 20;
/** However rarely the supplier appears, the look-up stops after this many pages (100 orders). */
const MAX_PAGES = 5;

export const LastPriceOrdersQuery = graphql(`
  query LastPriceOrders($first: Int!, $after: String, $status: [PurchaseOrderStatus!]) {
    allPurchaseOrders(first: $first, after: $after, status: $status) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        dateCreated
        dateOrdered
        vendor {
          id
          name
        }
        items {
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

/** One page of the orders list, as the look-up asks for it. */
type PricedPage = {
  nodes: readonly PricedOrder[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** The orders the look-up reads for `supplierId` (null: no supplier set) through `fetchPage`, and its call count. */
export async function readPricedOrders(
  supplierId: string | null,
  fetchPage: (first: number, after: string | null) => Promise<PricedPage>,
): Promise<{ orders: PricedOrder[]; calls: number }> {
  const orders: PricedOrder[] = [];
  let theirs = 0;
  let after: string | null = null;
  let calls = 0;
  while (calls < (supplierId === null ? 1 : MAX_PAGES)) {
    const page = await fetchPage(PAGE_SIZE, after);
    calls += 1;
    for (const order of page.nodes) {
      const mine = supplierId !== null && order.vendor?.id === supplierId;
      if (mine && theirs === LAST_PRICE_ORDERS) continue;
      if (mine) theirs += 1;
      orders.push(order);
    }
    if (theirs === LAST_PRICE_ORDERS || !page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return { orders, calls };
}

/** readPricedOrders over the provider's orders list: the orders that went to a supplier. */
const fetchPricedOrders = (supplierId: string | null) =>
  readPricedOrders(supplierId, (first, after) =>
    graphqlRequest(LastPriceOrdersQuery, {
      first,
      after,
      status: ["ORDERED", "RECEIVED", "CLOSED"],
    }).then((data) => data.allPurchaseOrders),
  );

const lastPricesKey = (supplierId: string | null) => cacheKey("LastPrices", { supplierId });

/**
 * The last prices for an order of `supplierId` (the order itself, `orderId`, excluded), read once for
 * the screen: no re-read on focus or reconnect, and no write refreshes it.
 */
export function useLastPrices(supplierId: string | null, orderId: string) {
  const { data, error } = useSWR(lastPricesKey(supplierId), ([, v]) => fetchPricedOrders(v.supplierId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  return {
    prices: data ? lastPrices(data.orders, supplierId, orderId) : undefined,
    failed: error !== undefined,
  };
}
