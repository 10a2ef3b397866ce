// Extension "arrival" (D234): the order's expected arrival day, read and set. Sent only to a provider
// that has the extension (useExtensions, D231).
import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { cacheKey } from "../../../../../api/cache.ts";
import { graphql } from "../../../../../api/generated/gql.ts";
import { graphqlRequest } from "../../../../../api/graphql.ts";
import { refreshOrderReads } from "../../../../../domain/api/new-purchase-order.ts";

export const ExpectedArrivalQuery = graphql(`
  query ExpectedArrival($id: ID!) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {
        id
        expectedArrival
      }
    }
  }
`);

export const SetExpectedArrivalMutation = graphql(`
  mutation SetExpectedArrival($id: ID!, $date: String) {
    setExpectedArrival(id: $id, date: $date) {
      purchaseOrder {
        id
        expectedArrival
      }
    }
  }
`);

const arrivalKey = (id: string, version: string) => cacheKey("ExpectedArrival", { id, version });

/** The order's expected arrival (YYYY-MM-DD or null), read again whenever the order changes; id null: not read. */
export function useExpectedArrival(id: string | null, dateModified: string) {
  return useSWR(id === null ? null : arrivalKey(id, dateModified), ([, v]) =>
    graphqlRequest(ExpectedArrivalQuery, { id: v.id }).then(
      (data) => data.allPurchaseOrders.nodes[0]?.expectedArrival ?? null,
    ),
  );
}

/** Sets (a day) or clears (null) it; the order is read again afterwards, also after a refusal. */
export function useSetExpectedArrival() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, date: string | null) => {
      try {
        await graphqlRequest(SetExpectedArrivalMutation, { id, date });
      } finally {
        await refreshOrderReads(mutate);
      }
    },
    [mutate],
  );
}
