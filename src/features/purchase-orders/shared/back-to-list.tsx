// The way back from an order to the list: the list as the user last left it in this tab,
// its filter, page and page size (the query, D10), else the plain list.
// Kept in sessionStorage per account and store, so a cursor of another store never comes back (D46).
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { useSession } from "../../../session/session-context.tsx";
import { PURCHASE_ORDERS_TEXT } from "./strings.ts";

function useStorageKey(): string {
  const claims = useSession()?.claims;
  return JSON.stringify(["purchase-order-list", claims?.sub ?? "", claims?.storeId ?? ""]);
}

/** The list screen keeps its query for the way back, on every change. */
export function useRememberListQuery(): void {
  const key = useStorageKey();
  const search = useSearch();
  useEffect(() => {
    if (search) sessionStorage.setItem(key, search);
    else sessionStorage.removeItem(key);
  }, [key, search]);
}

/** The list's path with the query the user last left it at. */
function useListPath(): string {
  const query = sessionStorage.getItem(useStorageKey());
  return query ? `${PATHS.purchaseOrders}?${query}` : PATHS.purchaseOrders;
}

/** "Return To All Purchase Orders", to the list as it was left. */
export function BackToList({ className }: { className?: string }) {
  return (
    <Link href={useListPath()} className={className}>
      {PURCHASE_ORDERS_TEXT.back}
    </Link>
  );
}
