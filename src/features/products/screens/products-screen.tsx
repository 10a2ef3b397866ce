// Product list (/products and /connection/products, spec section 2): 25 a page by default. A failed
// load shows the not-found page (spec section 8), or the unavailable state when the service was not
// reached (D27). A product with variations opens to show
// each variation in the same columns under it, so a close's effect on every line can be seen. The
// Customers list is in the bar now, no longer a button here.
// Export CSV; "below N in stock" lists the tracked lines under N, read from every
// page; a user who may create orders selects lines on any page and orders them. Picking never moves
// the list: the order's tray sits under it, and while lines are picked a bar stuck to
// the bottom of the screen says how many and leads down to the tray.
import { useRef, useState } from "react";
import { Link } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { ExportButton } from "../../../ui/export-button.tsx";
import { EmptyList } from "../../../ui/empty-list.tsx";
import { ListPage } from "../../../ui/list-page.tsx";
import { PagedTable } from "../../../ui/paged-list.tsx";
import { usePaging } from "../../../ui/use-paging.ts";
import { useAllProducts } from "../api/all-products.ts";
import { useProducts } from "../api/products.ts";
import { productsCsv } from "../api/export-products.ts";
import { LowStockList } from "../components/low-stock-list.tsx";
import { OrderTray, TrayJump } from "../components/order-tray.tsx";
import { productColumns } from "../components/product-columns.tsx";
import { isVariation, variationLines, type Line } from "../components/product-lines.ts";
import { StockFilter } from "../components/stock-filter.tsx";
import { useBelowFilter } from "../components/use-below-filter.ts";
import { useReorderPart } from "../components/use-reorder-part.ts";
import { useSelection } from "../components/use-selection.ts";
import { PRODUCTS_TEXT } from "../strings.ts";

const T = PRODUCTS_TEXT;

/** A set of ids that one press adds to or takes from. */
function useToggleSet() {
  const [set, setSet] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSet((was) => {
      const now = new Set(was);
      if (!now.delete(id)) now.add(id);
      return now;
    });
  return { has: (id: string) => set.has(id), toggle };
}

export function ProductsScreen() {
  const { can } = usePermissions();
  const mayOrder = can("createPurchaseOrder");
  const [below, setBelow] = useBelowFilter();
  const paging = usePaging(25);
  const result = useProducts(paging.variables);
  const all = useAllProducts(below !== null);
  const open = useToggleSet();
  const selection = useSelection();
  const selecting = mayOrder ? selection : undefined;
  const tray = useRef<HTMLElement>(null);
  // Reorder levels where the provider stores them (D247): a column, and a list of the lines to reorder.
  const reorder = useReorderPart();
  const [atPoint, setAtPoint] = useState(false);
  const pointList = reorder !== null && atPoint;
  const mayModify = can("manageStore");

  const actions = (
    <div className="page-actions">
      <ExportButton fileStem="products" read={productsCsv} reasonOf={errorMessage} />
      {/* What to order to reach a target, by supplier (issue 30 item 3, D228): buyers only. */}
      {mayOrder && (
        <Link href={PATHS.replenish} className="button">
          {T.replenish}
        </Link>
      )}
    </div>
  );
  const toolbar = (
    <div className="catalogue-tools">
      <StockFilter
        below={below}
        onChange={(next) => {
          setAtPoint(false);
          setBelow(next);
        }}
      />
      {reorder && (
        <reorder.PointToggle
          on={atPoint}
          onChange={(on) => {
            setAtPoint(on);
            if (on) setBelow(null);
          }}
        />
      )}
    </div>
  );
  const variationsOf = (line: Line): Line[] =>
    !isVariation(line) && open.has(line.id) ? variationLines(line) : [];
  // One shell for both lists, so the toolbar stays mounted when the filter switches (D104).
  return (
    <ListPage
      title={T.title}
      // The reorder point list says its own failure (point-list.tsx).
      load={below === null || pointList ? loadStateOf(result) : loadStateOf(all)}
      paging={below === null && !pointList ? paging : undefined}
      actions={actions}
      toolbar={toolbar}
    >
      {pointList ? (
        <reorder.PointList
          columns={(levels) =>
            productColumns({
              selecting,
              levels: {
                header: reorder.REORDER_TEXT.column,
                cell: (line) => <reorder.LevelsCell line={line} levels={levels} mayModify={mayModify} />,
              },
            })
          }
        />
      ) : below === null ? (
        <PagedTable<Line>
          title={T.title}
          loadingText={T.loading}
          columns={productColumns({
            open,
            selecting,
            levels: reorder
              ? {
                  header: reorder.REORDER_TEXT.column,
                  cell: (line) => (
                    <reorder.PageLevelsCell line={line} variables={paging.variables} mayModify={mayModify} />
                  ),
                }
              : undefined,
          })}
          paging={paging}
          result={result}
          subRows={variationsOf}
          empty={<EmptyList title={T.empty.title} hint={T.empty.hint} />}
        />
      ) : (
        <LowStockList below={below} read={all} selecting={selecting} />
      )}
      {/* Before the tray: scrolled down to it, the bar settles above it instead of covering it. */}
      {mayOrder && selection.picks.size > 0 && <TrayJump count={selection.picks.size} tray={tray} />}
      {mayOrder && (
        <OrderTray
          picks={selection.picks}
          onRemove={selection.remove}
          onClear={selection.clear}
          sectionRef={tray}
        />
      )}
    </ListPage>
  );
}
