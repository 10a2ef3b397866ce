// The page an order's screens (its view, Check In Delivery) show instead of the order when its read
// failed (spec section 8, D27) or the store has no such order.
import type { ReactNode } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { ErrorScreen } from "../../../ui/error-screen.tsx";
import { failedLoadPage, type LoadState } from "../../../ui/failed-load.tsx";
import { PURCHASE_ORDERS_TEXT } from "./strings.ts";
import { BackToList } from "./back-to-list.tsx";

const T = PURCHASE_ORDERS_TEXT.detail;

/** That page, or null while the order is loading or shown. `order` is the read's data (null: none). */
export function orderFailurePage(order: unknown, error: unknown, load: LoadState): ReactNode {
  const failed = failedLoadPage(
    load,
    <ErrorScreen detail={T.loadFailed(errorMessage(error))}>
      <BackToList />
    </ErrorScreen>,
  );
  if (failed) return failed;
  if (order !== null) return null;
  return (
    <ErrorScreen detail={T.missing}>
      <BackToList />
    </ErrorScreen>
  );
}
