// Extension "reorder" (D245): a reorder point and a target level per product and per variation, set with
// setReorderLevels by a user who may modify the store, read by anyone who may read products. Whole numbers
// of 0 to 1,000,000, the target at least the point when both are set, null clears; a refusal changes
// nothing. The extensions tier: skipped, with the reason, where the provider's schema has no
// Product.reorderPoint (D231). The tests use the store's own products (black-box data: the first tracked
// product with variations and the first without) and leave their levels cleared.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract, type Needs } from "./support/tiers.ts";

const REORDER: Needs = { extensions: ["reorder"] };

const SET = `mutation ContractSetLevels($productId: ID!, $variationId: ID, $reorderPoint: Int, $targetLevel: Int) {
  setReorderLevels(productId: $productId, variationId: $variationId, reorderPoint: $reorderPoint, targetLevel: $targetLevel) {
    product { id reorderPoint targetLevel variations { id reorderPoint targetLevel } }
  }
}`;
const READ = `query ContractLevels($after: String) {
  products(first: 100, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { id isInventoryTracking reorderPoint targetLevel variations { id reorderPoint targetLevel } }
  }
}`;

interface Levels {
  reorderPoint: number | null;
  targetLevel: number | null;
}
type Product = Levels & { id: string; isInventoryTracking: boolean; variations: (Levels & { id: string })[] };

async function products(token: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let after: string | null = null; ;) {
    const res: Awaited<ReturnType<typeof gql<any>>> = await gql(READ, { after }, token);
    assert.equal(res.body.errors, undefined, "read products");
    all.push(...res.body.data.products.nodes);
    if (!res.body.data.products.pageInfo.hasNextPage) return all;
    after = res.body.data.products.pageInfo.endCursor;
  }
}

/** The first product with variations and the first without, as the provider has them now. */
async function picks(token: string) {
  const all = await products(token);
  const withVariations = all.find((p) => p.variations.length > 1);
  const plain = all.find((p) => p.variations.length === 0);
  assert.ok(withVariations && plain, "the store has a product with variations and one without");
  return { withVariations: withVariations!, plain: plain!, all };
}

const levelsOf = ({ reorderPoint, targetLevel }: Levels): Levels => ({ reorderPoint, targetLevel });
const clear = { reorderPoint: null, targetLevel: null };

describe("reorder-levels", () => {
  contract(
    "a product's and a variation's levels are set, read back, changed and cleared",
    REORDER,
    async () => {
      const { token } = await session("owner");
      const { withVariations, plain } = await picks(token);
      const [first, second] = withVariations.variations;
      const cases = [
        { productId: plain.id, variationId: null },
        { productId: withVariations.id, variationId: first!.id },
      ];
      for (const target of cases)
        for (const levels of [
          { reorderPoint: 5, targetLevel: 20 },
          { reorderPoint: 0, targetLevel: 0 },
          { reorderPoint: 12, targetLevel: null },
          { reorderPoint: null, targetLevel: 1_000_000 },
          clear,
        ]) {
          const res = await gql(SET, { ...target, ...levels }, token);
          assert.equal(res.body.errors, undefined, `set ${JSON.stringify(levels)}`);
          const now = (await products(token)).find((p) => p.id === target.productId)!;
          const row = target.variationId ? now.variations.find((v) => v.id === target.variationId)! : now;
          assert.equal(levelsOf(row), levels, JSON.stringify(target));
          if (target.variationId) {
            // A variation's levels are its own: its product and its other variations keep theirs.
            assert.equal(levelsOf(now), levelsOf(withVariations));
            assert.equal(levelsOf(now.variations.find((v) => v.id === second!.id)!), levelsOf(second!));
          }
        }
    },
  );

  contract(
    "a level that is no whole number of 0 to 1,000,000, or a target below the point, is refused and nothing changes",
    REORDER,
    async () => {
      const { token } = await session("owner");
      const { withVariations } = await picks(token);
      const variationId = withVariations.variations[0]!.id;
      await gql(SET, { productId: withVariations.id, variationId, reorderPoint: 4, targetLevel: 10 }, token);
      const before = await products(token);
      for (const [levels, message] of [
        [{ reorderPoint: -1, targetLevel: 10 }, "reorderPoint"],
        [{ reorderPoint: 4, targetLevel: 1_000_001 }, "targetLevel"],
        [{ reorderPoint: 10, targetLevel: 9 }, "below the reorder point"],
      ] as const) {
        for (const target of [
          { productId: withVariations.id },
          { productId: withVariations.id, variationId },
        ])
          assertRefused(
            await gql(SET, { ...target, ...levels }, token),
            { code: "BAD_USER_INPUT", message },
            JSON.stringify({ ...target, ...levels }),
          );
      }
      assert.equal(await products(token), before);
      await gql(SET, { productId: withVariations.id, variationId, ...clear }, token);
    },
  );

  contract("an unknown product, or a variation of another product, is not found", REORDER, async () => {
    const { token } = await session("owner");
    const { withVariations, plain } = await picks(token);
    const before = await products(token);
    assertRefused(
      await gql(SET, { productId: "999999999", reorderPoint: 1, targetLevel: 2 }, token),
      { code: "NOT_FOUND", message: "999999999" },
      "unknown product",
    );
    assertRefused(
      await gql(
        SET,
        { productId: plain.id, variationId: withVariations.variations[0]!.id, reorderPoint: 1 },
        token,
      ),
      { code: "NOT_FOUND", message: "was not found" },
      "another product's variation",
    );
    assert.equal(await products(token), before);
  });

  contract(
    "a buyer and a receiver may not set levels; a viewer reads them",
    { ...REORDER, roles: ["buyer", "receiver", "viewer"] },
    async () => {
      const { token } = await session("owner");
      const { plain } = await picks(token);
      await gql(SET, { productId: plain.id, reorderPoint: 3, targetLevel: 8 }, token);
      for (const role of ["buyer", "receiver"] as const)
        assertRefused(
          await gql(SET, { productId: plain.id, ...clear }, (await session(role)).token),
          { code: "FORBIDDEN", message: "" },
          role,
        );
      const seen = (await products((await session("viewer")).token)).find((p) => p.id === plain.id)!;
      assert.equal(levelsOf(seen), { reorderPoint: 3, targetLevel: 8 });
      await gql(SET, { productId: plain.id, ...clear }, token);
    },
  );
});
