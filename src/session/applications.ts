// The suite's applications (spec section 1). The choice is stored under the active-application key and
// the page reloads; only the inventory and purchasing application has screens beyond the dashboard.
import { STORAGE_KEYS } from "./storage.ts";
import { page } from "../lib/page.ts";

export const APPLICATIONS = [
  { value: "stock-sense", name: "Stock Sense", description: "Inventory and purchasing" },
  { value: "data-view", name: "Data View", description: "Reports and insights" },
  { value: "order-logic", name: "Order Logic", description: "Order management" },
] as const;

export type ApplicationValue = (typeof APPLICATIONS)[number]["value"];
export const INVENTORY_APPLICATION: ApplicationValue = "stock-sense";

/** The stored choice; anything unknown (or nothing) is the inventory application. */
export function activeApplication(): ApplicationValue {
  const stored = localStorage.getItem(STORAGE_KEYS.activeApplication);
  return APPLICATIONS.find((a) => a.value === stored)?.value ?? INVENTORY_APPLICATION;
}

export function chooseApplication(value: ApplicationValue): void {
  localStorage.setItem(STORAGE_KEYS.activeApplication, value);
  page.reload();
}
