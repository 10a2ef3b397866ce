// Extension "reorder" (D245, D247): each product's and variation's reorder point and target level, read
// beside the Products page (same paging, only the levels) or with every product for "At Or Below Reorder
// Point", and set with setReorderLevels. Sent only to a provider that has the extension; a chunk of its own.
import useSWR, { useSWRConfig } from "swr";
import { useCallback, useMemo } from "react";
import type { PageVariables } from "../../../../../schema/connection.ts";
import { fetchAllPages } from "../../../../api/all-pages.ts";
import { cacheKey, readOptions, refreshAfterWrite } from "../../../../api/cache.ts";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../../api/graphql.ts";

export const ProductLevelsQuery = graphql(`
  query ProductLevels($first: Int, $after: String, $last: Int, $before: String) {
    products(first: $first, after: $after, last: $last, before: $before) {
      nodes {
        ...ProductLevelsFields
      }
    }
  }
`);

export const ProductsWithLevelsQuery = graphql(`
  query ProductsWithLevels($first: Int, $after: String) {
    products(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...ProductListFields
        ...ProductLevelsFields
      }
    }
  }
`);

export const SetReorderLevelsMutation = graphql(`
  mutation SetReorderLevels($productId: ID!, $variationId: ID, $reorderPoint: Int, $targetLevel: Int) {
    setReorderLevels(
      productId: $productId
      variationId: $variationId
      reorderPoint: $reorderPoint
      targetLevel: $targetLevel
    ) {
      product {
        id
      }
    }
  }
`);

export interface Levels {
  reorderPoint: number | null;
  targetLevel: number | null;
}
export type ProductWithLevels = ResultOf<typeof ProductsWithLevelsQuery>["products"]["nodes"][number];

/** Levels by the Products list's row id: a product's id, a variation's "variation-{id}". */
export type LevelsByRow = ReadonlyMap<string, Levels>;

const levelsOf = ({ reorderPoint, targetLevel }: Levels): Levels => ({ reorderPoint, targetLevel });

export function levelsByRow(
  products: readonly (Levels & { id: string; variations: readonly (Levels & { id: string })[] })[],
) {
  const map = new Map<string, Levels>();
  for (const product of products) {
    map.set(product.id, levelsOf(product));
    for (const v of product.variations) map.set(`variation-${v.id}`, levelsOf(v));
  }
  return map as LevelsByRow;
}

/**
 * The levels of the page the Products list shows (the same variables), kept with the product pages;
 * undefined while they load. Cached as answered and made a Map here: SWR compares a read's answers with
 * dequal/lite, which sees no entries in a Map, so a cached Map "equalled" every later one and a cell
 * first rendered over it never rendered the levels read after a save.
 */
export function usePageLevels(variables: PageVariables): LevelsByRow | undefined {
  const { data } = useSWR(
    cacheKey("Products", { levels: true, ...variables }),
    // `levels` only marks the key: the document declares the paging variables alone.
    ([, { levels: _levels, ...page }]) =>
      graphqlRequest(ProductLevelsQuery, page).then((answer) => answer.products.nodes),
    readOptions("Products"),
  );
  return useMemo(() => data && levelsByRow(data), [data]);
}

/** Every product with its levels, read only while `wanted`. */
export function useProductsWithLevels(wanted: boolean) {
  return useSWR(
    wanted ? cacheKey("Products", { every: true, levels: true }) : null,
    () =>
      fetchAllPages((page) => graphqlRequest(ProductsWithLevelsQuery, page).then((data) => data.products)),
    readOptions("Products"),
  );
}

/** Sets both levels of a product or variation; the product reads and Replenish's (D246) read again after. */
export function useSetReorderLevels() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (target: { productId: string; variationId: string | null }, levels: Levels) => {
      await graphqlRequest(SetReorderLevelsMutation, { ...target, ...levels });
      await refreshAfterWrite(mutate, "Products", "PurchaseOrders");
    },
    [mutate],
  );
}
