// One generator per entity of a store's catalogue: suppliers, products (with variations), customers.
import type { CustomerRow, ProductRow, SupplierRow, VariationRow } from "../store/tables.ts";
import type { SeedContext } from "./context.ts";

export function seedSuppliers(ctx: SeedContext, storeId: number, count: number): SupplierRow[] {
  const { faker } = ctx;
  return Array.from({ length: count }, (_, i) => {
    const name = faker.company.name();
    // Every fourth supplier has no email, so the demo shows sending a PDF refused.
    const email =
      i % 4 === 3
        ? ""
        : faker.internet.email({ firstName: "orders", provider: domainOf(name) }).toLowerCase();
    return {
      id: ctx.nextId(),
      storeId,
      name,
      email,
      primaryAddress: ctx.address(),
      // Suppliers' numbers read "(ext) XXX-XXXX" (spec section 9): seven digits behind a three-digit prefix.
      contactNumber: supplierPhone(ctx),
      faxNumber: faker.datatype.boolean(0.6)
        ? supplierPhone(ctx)
        : { id: ctx.nextId(), number: "", extension: "" },
    };
  });
}

function supplierPhone(ctx: SeedContext) {
  return {
    id: ctx.nextId(),
    number: ctx.faker.string.numeric(7),
    extension: ctx.faker.string.numeric({ length: 3, exclude: ["0"] }),
  };
}

function domainOf(company: string): string {
  return `${company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.example.com`;
}

const money = (ctx: SeedContext, min: number, max: number) => ctx.faker.number.int({ min, max }) * 25;

export function seedProducts(ctx: SeedContext, storeId: number, count: number): ProductRow[] {
  const { faker } = ctx;
  return Array.from({ length: count }, (_, i) => {
    const name = faker.commerce.productName();
    const sku = `SKU-${storeId}-${String(i + 1).padStart(4, "0")}`;
    const costCents = money(ctx, 8, 400);
    const variations: VariationRow[] =
      i % 3 === 1
        ? faker.helpers
            .arrayElements(["Small", "Medium", "Large", "Red", "Blue", "Green"], { min: 2, max: 4 })
            .map((v, j) => ({
              id: ctx.nextId(),
              name: `${name} - ${v}`,
              sku: `${sku}-${j + 1}`,
              mpn: faker.string.alphanumeric({ length: 8, casing: "upper" }),
              priceCents: Math.round(costCents * 1.8),
              costCents,
              inventoryLevel: faker.number.int({ min: 0, max: 60 }),
            }))
        : [];
    const isInventoryTracking = i % 5 !== 4;
    return {
      id: ctx.nextId(),
      storeId,
      source: "storefront",
      sourceId: faker.string.numeric(7),
      name,
      sku,
      mpn: faker.string.alphanumeric({ length: 8, casing: "upper" }),
      priceCents: Math.round(costCents * 1.8),
      costCents,
      isInventoryTracking,
      inventoryLevel: isInventoryTracking ? faker.number.int({ min: 0, max: 120 }) : 0,
      variations,
    };
  });
}

export function seedCustomers(ctx: SeedContext, storeId: number, count: number): CustomerRow[] {
  const { faker } = ctx;
  return Array.from({ length: count }, () => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      id: ctx.nextId(),
      storeId,
      source: "storefront",
      sourceId: faker.string.numeric(7),
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      firstName,
      lastName,
      company: faker.datatype.boolean(0.4) ? faker.company.name() : "",
      phone: faker.datatype.boolean(0.85) ? ctx.phone() : null,
      addresses: [{ ...ctx.address(), firstName, lastName }],
    };
  });
}
