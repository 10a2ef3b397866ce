// Extension "reorder" (D245): each product's and variation's reorder point and target level, and
// setReorderLevels; attached only when the extension is on (schema.ts).
import type { ProductRow, VariationRow } from "../store/tables.ts";
import { setReorderLevels, type ReorderLevelsInput } from "../rules/reorder-levels.ts";
import type { GraphQLContext } from "./context.ts";

const levels = {
  reorderPoint: (row: ProductRow | VariationRow) => row.reorderPoint ?? null,
  targetLevel: (row: ProductRow | VariationRow) => row.targetLevel ?? null,
};

export const reorderResolvers = {
  Product: levels,
  Variation: levels,
  Mutation: {
    setReorderLevels: (_: unknown, args: ReorderLevelsInput, { provider, session }: GraphQLContext) => ({
      product: setReorderLevels(provider, session, args),
    }),
  },
};
