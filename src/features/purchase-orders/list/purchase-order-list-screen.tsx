// Purchase order list (/purchase-orders, spec section 2): newest change first, narrowed by status, five
// a page by default, in the shared list shell (ListPage: its failure states, and page 1 for a page
// the list no longer has). Creating and modifying are
// offered only to users who may. Loading shows the table's frame with grey rows; a store with no
// orders at all says so, with Create New PO in the table instead of beside the title, and no pager.
// Where the provider stores expected arrival days (D234) they are read beside the page (D250), and the
// one overdue rule (D249) marks the rows once the provider's extensions, and those days, are known.
import { loadStateOf } from "../../../api/load-state.ts";
import { EmptyList } from "../../../ui/empty-list.tsx";
import { TableSkeleton } from "../../../ui/table-skeleton.tsx";
import { PURCHASE_ORDER_STATUSES } from "../../../../schema/status.ts";
import { Pagination } from "../../../ui/pagination.tsx";
import { ListPage } from "../../../ui/list-page.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useStatusFilter } from "../../../ui/use-status-filter.ts";
import { OPENING_PAGE_SIZE, usePurchaseOrders } from "../shared/api/purchase-orders.ts";
import { useRememberListQuery } from "../shared/back-to-list.tsx";
import { CreateOrderButton } from "./create-order-button.tsx";
import { orderListColumns, PurchaseOrdersTable } from "./purchase-orders-table.tsx";
import { StatusChips } from "./status-chips.tsx";
import { usePermissions } from "../../../session/use-permissions.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { ExportButton } from "../../../ui/export-button.tsx";
import { purchaseOrdersCsv } from "../shared/api/export-purchase-orders.ts";
import { useQueryFilter } from "../../../ui/use-paging.ts";
import { isOverdue, useOverdueDays } from "../../../domain/overdue.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
import { useKnownExtensions } from "../../../api/extensions.ts";
import { useOverdueOrders, withArrival } from "./use-overdue-orders.ts";
import { useOrderArrivals, type Arrivals } from "./api/order-arrivals.ts";
import type { PurchaseOrderRow } from "../shared/api/purchase-orders.ts";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderListScreen() {
  const { can } = usePermissions();
  // Both in the URL: a reload or a shared link keeps them, Back walks them.
  const [statuses, setStatuses] = useStatusFilter();
  const paging = usePaging(OPENING_PAGE_SIZE);
  useRememberListQuery();
  // "Overdue Only" is `overdue=1` in the URL, like the other filters (D10, D230).
  const [overdueQuery, setOverdueQuery] = useQueryFilter("overdue");
  const overdueOnly = overdueQuery !== null;
  const [overdueDays] = useOverdueDays();
  // null until the provider's extensions are known: no row is marked before the rule's inputs are.
  const known = useKnownExtensions();
  const arrival = known && known.has("arrival");
  const overdue = useOverdueOrders(overdueOnly, overdueDays, arrival);
  const variables = { ...paging.variables, status: statuses };
  const orders = usePurchaseOrders(variables);
  const arrivals = useOrderArrivals(arrival && !overdueOnly ? variables : null);
  const { data, isLoading } = orders;
  /** How the table marks and dates the rows, given the days read (none while they load). */
  const options = (days: Arrivals | undefined) => ({
    arrival: !!arrival,
    arrivals: days,
    overdue:
      arrival === null || (arrival && !days)
        ? undefined
        : (order: PurchaseOrderRow) => isOverdue(withArrival(order, days), overdueDays),
  });
  const mayCreate = can("createPurchaseOrder");
  // No orders at all (not a filter that matches none): the store's first order is the next step.
  const none =
    data !== undefined &&
    data.nodes.length === 0 &&
    !data.pageInfo.hasPreviousPage &&
    statuses.length === PURCHASE_ORDER_STATUSES.length;
  const toolbar = (
    <StatusChips
      value={statuses}
      onChange={setStatuses}
      overdue={overdueOnly}
      onOverdue={(on) => setOverdueQuery(on ? ["1"] : null)}
    />
  );
  if (overdueOnly)
    return (
      <ListPage title={T.title} load={loadStateOf(overdue)} toolbar={toolbar}>
        {overdue.data ? (
          <>
            <p role="status">
              {(arrival ? DOMAIN_TEXT.overdue.countWithArrival : DOMAIN_TEXT.overdue.count)(
                overdue.data.length,
                overdueDays,
              )}
            </p>
            <PurchaseOrdersTable
              orders={overdue.data}
              mayEdit={can("editPurchaseOrder")}
              busy={overdue.isLoading}
              options={options(overdue.days)}
            />
          </>
        ) : (
          <TableSkeleton
            caption={T.title}
            columns={orderListColumns(false, { arrival: !!arrival })}
            text={T.loading}
          />
        )}
      </ListPage>
    );
  return (
    <ListPage
      title={T.title}
      load={loadStateOf(orders)}
      paging={paging}
      actions={
        <div className="page-actions">
          {/* The filter shown, every page of it. */}
          <ExportButton
            fileStem="purchase-orders"
            read={(progress) => purchaseOrdersCsv(statuses, progress)}
            reasonOf={errorMessage}
          />
          {mayCreate && !none && <CreateOrderButton />}
        </div>
      }
      toolbar={toolbar}
    >
      {data ? (
        <>
          <PurchaseOrdersTable
            orders={data.nodes}
            mayEdit={can("editPurchaseOrder")}
            busy={isLoading}
            options={options(arrivals)}
            empty={
              none && (
                <EmptyList
                  title={T.empty.title}
                  hint={mayCreate ? T.empty.hint : undefined}
                  action={mayCreate && <CreateOrderButton />}
                />
              )
            }
          />
          {!none && <Pagination paging={paging} shown={data} itemName={T.title} busy={isLoading} />}
        </>
      ) : (
        <TableSkeleton
          caption={T.title}
          columns={orderListColumns(false, { arrival: !!arrival })}
          text={T.loading}
        />
      )}
    </ListPage>
  );
}
