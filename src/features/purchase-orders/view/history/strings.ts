// The order history's texts (extension "history", D232): ours, not the spec's (the spec has no history).
// Loaded with the timeline's chunk, never with the view.

/** What one recorded change did, by its kind; a kind this app does not know reads as a change. */
export const CHANGE_WHAT: Record<string, string> = {
  CREATED: "Created the order",
  STATUS: "Status",
  SUPPLIER: "Supplier",
  LINE_ADDED: "Added a line",
  LINE_REMOVED: "Removed a line",
  LINE_QUANTITY: "Quantity",
  LINE_COST: "Cost",
  LINE_DISCOUNT: "Line discount",
  SHIP_TO: "Ship-to address",
  SHIPPING: "Shipping",
  DISCOUNT: "Order discount",
  EXPECTED_ARRIVAL: "Expected arrival",
  APPROVED: "Approved",
  INTERNAL_NOTE: "Internal note",
  SUPPLIER_NOTE: "Note to supplier",
  ATTACHMENT_ADDED: "Added a file",
  ATTACHMENT_REMOVED: "Removed a file",
};

export const HISTORY_TEXT = {
  heading: "Order History",
  loading: "Loading the order's history.",
  empty: "No changes recorded yet.",
  failed: (reason: string) => `The order's history could not be loaded: ${reason}`,
  olderFailed: (reason: string) => `Older changes could not be loaded: ${reason}`,
  showOlder: "Show Older Changes",
  loadingOlder: "Loading Older Changes",
  /** Under the list: how many of the order's changes are shown. */
  shown: (shown: string, total: string) => `${shown} of ${total} changes`,
  otherChange: "Changed the order",
  /** A value that is not there (no supplier, no discount). */
  none: "none",
  to: " to ",
  quantity: (quantity: string) => `quantity ${quantity}`,
  /** An approval (extension "approval", D242): the total it was given for. */
  approvedTotal: (total: string) => `at a total of ${total}`,
  by: (name: string) => `by ${name}`,
  exportLabel: "Export History",
  /** The history file's columns. */
  columns: { when: "When", who: "Who", what: "What", line: "Line", from: "From", to: "To" },
} as const;
