// What the palette looks up as the user types, through the reads the screens already make: an order
// by its number ("PO-442" or "442", the order view's read), suppliers by name (the supplier dropdown's
// read: every page, walked once and then kept while the palette is open, as the contract has no name
// search), products by SKU, MPN or name (the edit screen's product search and its match
// rule). An order is looked up only for a user who may open orders.
import useSWR from "swr";
import { matchProducts } from "../../../schema/product-search.ts";
import { errorMessage } from "../../api/api-error.ts";
import { PATHS } from "../../config/routes.ts";
import { DOMAIN_TEXT } from "../../domain/strings.ts";
import { fetchPurchaseOrder, purchaseOrderKey } from "../../domain/api/purchase-order.ts";
import { useProductSearch } from "../../domain/api/product-search.ts";
import { useSupplierOptions } from "../../domain/api/supplier-options.ts";
import { UI_TEXT } from "../../ui/strings.ts";
import { PALETTE_TEXT } from "./strings.ts";

const T = PALETTE_TEXT;
const SUPPLIERS_SHOWN = 5;

/** The order number in "PO-442", "po 442", "#442" or "442"; null for anything else. */
export function orderNumberIn(text: string): string | null {
  return /^(?:po\s*-?\s*|#)?(\d{1,9})$/i.exec(text.trim())?.[1] ?? null;
}

export interface Found {
  key: string;
  label: string;
  detail?: string;
  /** Where choosing it goes; none for a line that only informs. */
  path?: string;
}

export interface Lookups {
  order: Found[];
  suppliers: Found[];
  products: Found[];
  /** A read for this text is still on its way. */
  pending: boolean;
  /** Why a read failed, when one did. */
  failure: string | null;
}

export function useLookups(term: string, ordersAllowed: boolean): Lookups {
  const number = ordersAllowed ? orderNumberIn(term) : null;
  const order = useSWR(number ? purchaseOrderKey(number) : null, ([, v]) => fetchPurchaseOrder(v.id));
  const suppliers = useSupplierOptions(term !== "");
  const products = useProductSearch(term);
  const wanted = term.toLowerCase();

  const orderFound: Found[] =
    !number || order.data === undefined
      ? []
      : order.data
        ? [
            {
              key: `order-${order.data.id}`,
              label: UI_TEXT.poNumber(order.data.id),
              detail: T.order(order.data.vendor?.name ?? null, order.data.status),
              path: PATHS.purchaseOrder(order.data.id),
            },
          ]
        : [{ key: `order-none-${number}`, label: T.noOrder(UI_TEXT.poNumber(number)) }];

  const suppliersFound: Found[] = (term && suppliers.data ? suppliers.data : [])
    .filter((supplier) => supplier.name.toLowerCase().includes(wanted))
    .slice(0, SUPPLIERS_SHOWN)
    .map((supplier) => ({
      key: `supplier-${supplier.id}`,
      label: supplier.name,
      path: PATHS.supplier(supplier.id),
    }));

  // A variation found goes to its product, so each product is offered once.
  const seen = new Set<string>();
  const productsFound: Found[] = (products.data ? matchProducts(term, products.data) : [])
    .filter(({ product }) => !seen.has(product.id) && Boolean(seen.add(product.id)))
    .map(({ product }) => ({
      key: `product-${product.id}`,
      label: product.name,
      detail: DOMAIN_TEXT.productCodes(product.sku, product.mpn),
      path: PATHS.product(product.id),
    }));

  const reads = [...(number ? [order] : []), ...(term ? [suppliers, products] : [])];
  const failed = reads.find((read) => read.error)?.error;
  return {
    order: orderFound,
    suppliers: suppliersFound,
    products: productsFound,
    pending: reads.some((read) => read.data === undefined && !read.error),
    failure: failed ? errorMessage(failed) : null,
  };
}
