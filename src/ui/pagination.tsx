// The controls under a paged table: page size, "{from}-{to} of {total} {itemName}", previous and next.
// Buttons wait while a page loads, so a double click cannot skip a page, and when there is no page that
// way; focus stays on them either way (BusyButton), so Next can be pressed again without tabbing back.
import { useId, useState } from "react";
import type { PageInfo } from "../../schema/connection.ts";
import { BusyButton } from "./busy-button.tsx";
import { UI_TEXT } from "./strings.ts";
import { PAGE_SIZES, type Paging } from "./use-paging.ts";

const T = UI_TEXT.table;

interface PaginationProps {
  paging: Paging;
  /** The page on screen: its size, cursors and the list's total. */
  shown: { totalCount: number; nodes: readonly unknown[]; pageInfo: PageInfo };
  /** Plural, as the summary names it: "Suppliers". */
  itemName: string;
  /** True while the asked-for page has not arrived. */
  busy?: boolean;
}

export function Pagination({ paging, shown, itemName, busy = false }: PaginationProps) {
  const sizeId = useId();
  const count = shown.nodes.length;
  // While the asked-for page loads, the rows on screen are still the previous page's: the range keeps
  // describing them until the new rows arrive (it is a live region; a wrong range would be announced).
  // The position kept from the last settled render, as React keeps information from earlier renders.
  const [settled, setSettled] = useState(paging.page.position);
  if (!busy && settled !== paging.page.position) setSettled(paging.page.position);
  const position = busy ? settled : paging.page.position;
  const from = count ? position + 1 : 0;
  // D59: a provider's count below the rows already shown (or below 0) would read "1-3 of 1": never less.
  const total = Math.max(shown.totalCount, position + count);
  const noPrevious = busy || !shown.pageInfo.hasPreviousPage;
  const noNext = busy || !shown.pageInfo.hasNextPage;
  return (
    <nav className="pagination" aria-label={T.pages(itemName)}>
      <label htmlFor={sizeId}>{T.pageSize}</label>
      <select
        id={sizeId}
        // A string, as the options' values are: preact/compat hands a number to the DOM as it is.
        value={String(paging.page.size)}
        onChange={(event) => paging.setSize(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <p className="pagination-range" role="status">
        {T.range(from, position + count, total, itemName)}
      </p>
      <BusyButton className="button" busy={noPrevious} onClick={() => paging.previous(shown.pageInfo)}>
        {T.previous}
      </BusyButton>
      <BusyButton className="button" busy={noNext} onClick={() => paging.next(shown.pageInfo, count)}>
        {T.next}
      </BusyButton>
    </nav>
  );
}
