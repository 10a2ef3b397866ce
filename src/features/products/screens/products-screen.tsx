// Product list (/products and /connection/products, spec section 2): 25 a page by default. A failed
// Product list (/products and /connection/products, spec section 2): 25 a page by default. A failed
// load shows the not-found page (spec section 8), or the unavailable state when the service was not
// reached (docs/decisions/failure-states.md). A product with variations opens (issue 12) to show
// each variation in the same columns under it, so a close's effect on every line can be seen. The
// Customers list, in no menu of the spec, is reached from here (D48).
import { useState } from "react";
import { Link } from "wouter";
import { PATHS, ROUTES } from "../../../config/routes.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { formatMoney } from "../../../lib/format.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { PRODUCTS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useProducts, type ProductRow, type VariationRow } from "../api/products.ts";
import { VariationsToggle } from "../components/variations-toggle.tsx";

const T = PRODUCTS_TEXT;

/** A variation's row under its product; its id is told apart from the products' for the row key. */
interface VariationLine extends VariationRow {
  of: ProductRow;
}
type Line = ProductRow | VariationLine;
const isVariation = (line: Line): line is VariationLine => "of" in line;

function columns(open: ReadonlySet<string>, toggle: (id: string) => void): Column<Line>[] {
  return [
    // A variation has no product id of its own to show; its name says whose it is.
    { header: T.columns.id, cell: (p) => (isVariation(p) ? "" : p.id) },
    {
      header: T.columns.name,
      cell: (p) =>
        isVariation(p) ? (
          <span className="variation-name">
            <span className="visually-hidden">{T.variation} </span>
            {p.name}
          </span>
        ) : (
          <span className="product-name">
            {p.name}
            {p.variations.length > 0 && (
              <VariationsToggle product={p} open={open.has(p.id)} onToggle={() => toggle(p.id)} />
            )}
          </span>
        ),
    },
    { header: T.columns.sku, cell: (p) => p.sku },
    { header: T.columns.mpn, cell: (p) => p.mpn },
    { header: T.columns.price, numeric: true, cell: (p) => formatMoney(p.price) },
    // Tracking is the product's; its variations share it.
    {
      header: T.columns.tracking,
      cell: (p) => (isVariation(p) ? "" : p.isInventoryTracking ? T.tracked : T.notTracked),
    },
    { header: T.columns.level, numeric: true, cell: (p) => p.inventoryLevel },
  ];
}

export function ProductsScreen() {
  const paging = usePaging(25);
  const result = useProducts(paging.variables);
  const { mayOpen } = usePermissions();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const now = new Set(was);
      if (!now.delete(id)) now.add(id);
      return now;
    });
  const variationsOf = (line: Line): Line[] =>
    !isVariation(line) && open.has(line.id)
      ? line.variations.map((v) => ({ ...v, id: `variation-${v.id}`, of: line }))
      : [];
  return (
    <PagedList<Line>
      title={T.title}
      loadingText={T.loading}
      columns={columns(open, toggle)}
      paging={paging}
      result={result}
      subRows={variationsOf}
      load={loadStateOf(result)}
      actions={
        mayOpen(ROUTES.customers) && (
          <Link href={PATHS.customers} className="button">
            {T.customers}
          </Link>
        )
      }
    />
  );
}
