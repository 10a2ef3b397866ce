// Purchase orders of one store in every status, with dates that follow the status rules and items drawn from the
// store's own products and suppliers.
import { PURCHASE_ORDER_STATUSES } from "../../schema/status.ts";
import type {
  ProductRow,
  PurchaseOrderItemRow,
  PurchaseOrderRow,
  StoreRow,
  SupplierRow,
} from "../store/tables.ts";
import type { SeedContext } from "./context.ts";

const ITEM_DISCOUNTS = ["", "", "", "-5", "10%"];
const ORDER_DISCOUNTS = ["", "", "", "-20", "5%"];

export function seedOrders(
  ctx: SeedContext,
  store: StoreRow,
  suppliers: readonly SupplierRow[],
  products: readonly ProductRow[],
  count: number,
): PurchaseOrderRow[] {
  const { faker } = ctx;
  return Array.from({ length: count }, (_, i) => {
    const status = PURCHASE_ORDER_STATUSES[i % PURCHASE_ORDER_STATUSES.length]!;
    const age = faker.number.int({ min: 2, max: 120 });
    const step = (n: number) =>
      status === "OPEN" ? 0 : PURCHASE_ORDER_STATUSES.indexOf(status) >= n ? 1 : 0;
    const dateCreated = ctx.daysAgo(age);
    const dateOrdered = step(1) ? ctx.daysAgo(age - 1) : null;
    const dateReceived = step(2) ? ctx.daysAgo(Math.max(age - 6, 1)) : null;
    const dateFinalized = step(3) ? ctx.daysAgo(Math.max(age - 7, 0)) : null;
    const dateModified = dateFinalized ?? dateReceived ?? dateOrdered ?? ctx.daysAgo(Math.max(age - 1, 0));
    // Some open orders have no supplier yet: that is how a new order starts.
    const vendor = status === "OPEN" && i % 3 === 0 ? null : faker.helpers.arrayElement(suppliers);
    const items: PurchaseOrderItemRow[] = faker.helpers
      .arrayElements(products, { min: 1, max: 6 })
      .map((product) => {
        const variation = product.variations.length ? faker.helpers.arrayElement(product.variations) : null;
        return {
          id: ctx.nextId(),
          productId: product.id,
          variationId: variation?.id ?? null,
          quantity: faker.number.int({ min: 1, max: 48 }),
          unitCostCents: (variation ?? product).costCents,
          discount: faker.helpers.arrayElement(ITEM_DISCOUNTS),
        };
      });
    return {
      id: ctx.nextId(),
      storeId: store.id,
      status,
      dateCreated: dateCreated < dateModified ? dateCreated : dateModified,
      dateModified,
      dateOrdered,
      dateReceived,
      dateFinalized,
      shippingCents: faker.helpers.arrayElement([0, 0, 1500, 2499, 4000]),
      discount: faker.helpers.arrayElement(ORDER_DISCOUNTS),
      vendorId: vendor?.id ?? null,
      shipToAddress: { ...store.shippingAddress, id: ctx.nextId() },
      items,
    };
  });
}
