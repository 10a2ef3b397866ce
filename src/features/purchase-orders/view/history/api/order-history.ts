// Extension "history" (D232): one page of an order's recorded changes, newest first. Sent only to a
// provider that has the extension (useExtensions, D231).
import { graphql } from "../../../../../api/generated/gql.ts";
import type { OrderHistoryQuery } from "../../../../../api/generated/graphql.ts";
import { graphqlRequest } from "../../../../../api/graphql.ts";
import type { PageRequest } from "../../../../../api/all-pages.ts";

export const OrderHistoryDocument = graphql(`
  query OrderHistory($id: ID!, $first: Int!, $after: String) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {
        id
        history(first: $first, after: $after) {
          totalCount
          pageInfo {
            ...PageInfoFields
          }
          nodes {
            id
            at
            by {
              id
              name
            }
            kind
            lineId
            line
            from
            to
          }
        }
      }
    }
  }
`);

type Page = NonNullable<OrderHistoryQuery["allPurchaseOrders"]["nodes"][number]>["history"];
export type OrderChange = Page["nodes"][number];

/** One page of the order's history; an order no longer there has none (an empty page). */
export async function fetchOrderHistory(id: string, page: PageRequest): Promise<Page> {
  const data = await graphqlRequest(OrderHistoryDocument, { id, ...page });
  return (
    data.allPurchaseOrders.nodes[0]?.history ?? {
      totalCount: 0,
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    }
  );
}
