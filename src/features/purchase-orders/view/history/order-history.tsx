// The order view's history (extension "history", D232): the provider's record of the order's changes,
// newest first, PAGE_SIZE at a time with Show Older Changes, and Export History as a CSV file of them
// all. Its own chunk, loaded only where the provider has the extension (history-slot.tsx). Read again
// whenever the order changes (its dateModified is in the key), so a change made here shows at once.
import useSWRInfinite from "swr/infinite";
import { fetchAllPages } from "../../../../api/all-pages.ts";
import { errorMessage } from "../../../../api/api-error.ts";
import { cacheKey } from "../../../../api/cache.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { formatCount } from "../../../../lib/format.ts";
import { BusyButton } from "../../../../ui/busy-button.tsx";
import { ExportButton } from "../../../../ui/export-button.tsx";
import { RetryNotice } from "../../../../ui/unavailable.tsx";
import { fetchOrderHistory, type OrderChange } from "./api/order-history.ts";
import { ChangeEntry } from "./change-entry.tsx";
import { historyCsv } from "./history-csv.ts";
import { HISTORY_TEXT } from "./strings.ts";

const T = HISTORY_TEXT;
export const PAGE_SIZE = 10;

type Page = Awaited<ReturnType<typeof fetchOrderHistory>>;
type Key = ReturnType<typeof historyKey>;

const historyKey = (id: string, version: string, after: string | null) =>
  cacheKey("OrderHistory", { id, version, after });

/** The rows of every page read, each change once (offset cursors shift when a change lands between pages). */
function changesOf(pages: readonly Page[]): OrderChange[] {
  const seen = new Map<string, OrderChange>();
  for (const page of pages)
    for (const change of page.nodes) if (!seen.has(change.id)) seen.set(change.id, change);
  return [...seen.values()];
}

export function OrderHistory({ order }: { order: PurchaseOrderDetail }) {
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<
    Page,
    unknown,
    (i: number, p: Page | null) => Key | null
  >(
    (_, previous) =>
      previous && !previous.pageInfo.hasNextPage
        ? null
        : historyKey(order.id, order.dateModified, previous?.pageInfo.endCursor ?? null),
    ([, { id, after }]) => fetchOrderHistory(id, { first: PAGE_SIZE, after }),
  );
  const pages = data ?? [];
  const changes = changesOf(pages);
  const last = pages.at(-1);
  const loadingOlder = size > pages.length && !error;
  const total = Math.max(pages[0]?.totalCount ?? 0, changes.length);

  let body;
  if (!data && error)
    body = (
      <RetryNotice
        message={T.failed(errorMessage(error))}
        onRetry={() => void mutate()}
        busy={isValidating}
      />
    );
  else if (!data)
    body = (
      <p className="history-loading" role="status">
        {T.loading}
      </p>
    );
  else if (!changes.length) body = <p className="history-empty">{T.empty}</p>;
  else
    body = (
      <>
        <ol className="history-list">
          {changes.map((change) => (
            <ChangeEntry key={change.id} change={change} />
          ))}
        </ol>
        <p className="history-count">{T.shown(formatCount(changes.length), formatCount(total))}</p>
        {error && (
          <RetryNotice
            message={T.olderFailed(errorMessage(error))}
            onRetry={() => void mutate()}
            busy={isValidating}
          />
        )}
        {last?.pageInfo.hasNextPage && !error && (
          <BusyButton className="button" busy={loadingOlder} onClick={() => void setSize(size + 1)}>
            {loadingOlder ? T.loadingOlder : T.showOlder}
          </BusyButton>
        )}
      </>
    );

  return (
    <section className="order-history" aria-labelledby="order-history-heading">
      <h2 id="order-history-heading">{T.heading}</h2>
      {body}
      {changes.length > 0 && (
        <ExportButton
          label={T.exportLabel}
          fileStem={`purchase-order-${order.id}-history`}
          read={async (progress) =>
            historyCsv(await fetchAllPages((page) => fetchOrderHistory(order.id, page), progress))
          }
          reasonOf={errorMessage}
        />
      )}
    </section>
  );
}
