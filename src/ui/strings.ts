// The texts shared by every feature: the product's name, the shared tables, dialogs and pages (D25:
// the spec's texts as written). Each feature keeps its own texts in its own strings.ts.
import { UNAVAILABLE_REASON } from "../lib/failure.ts";
import { formatCount } from "../lib/format.ts";

export const PRODUCT_NAME = "Stock Sense";
export const SUPPORT_EMAIL = "support@stocksense.example";

export const UI_TEXT = {
  /** Shared by every paged table (spec section 2). */
  table: {
    empty: "No Data In Table",
    /** Not a spec text: shows the columns a narrow screen leaves out. */
    allColumns: "All columns",
    pageSize: "Rows per page",
    previous: "Previous page",
    next: "Next page",
    pages: (itemName: string) => `${itemName} pages`,
    range: (from: number, to: number, total: number, itemName: string) =>
      `${from}-${to} of ${total} ${itemName}`,
    stalePage: "That page of the list is no longer there, so its first page is shown.",
  },
  /** The columns shared by every table of purchase orders (spec section 2), and how a PO number reads. */
  orderColumns: {
    number: "PO Number",
    supplier: "Supplier",
    itemCount: "Item Count",
    createdOn: "Created On",
    orderedOn: "Ordered On",
    receivedOn: "Received On",
    cost: "Cost",
    status: "Status",
  },
  poNumber: (id: string) => `PO-${id}`,
  /** Spec section 7: the PDF's file name, wherever it is downloaded (the order view, the demo's outbox). */
  purchaseOrderPdfFile: (id: string) => `PurchaseOrder-${id}.pdf`,
  /** Spec section 4's badge; anything else reads Unknown. */
  status: { unknown: "Unknown", filter: "Status" },
  /** The shared confirmation dialog's buttons. */
  confirmDialog: { cancel: "Cancel", confirm: "Confirm" },
  /** The generic error screen of spec section 8. */
  errorScreen: {
    title: "Something went wrong",
    hint: "The page could not be shown. Try again in a moment.",
  },
  /** The service could not be reached, timed out or failed (D27). */
  unavailable: {
    title: "The service could not be reached",
    reason: UNAVAILABLE_REASON,
    retry: "Try Again",
    retrying: "Trying Again",
  },
  notFound: {
    message: "Hmm...this page doesn't exist. Try searching for something else!",
    /** The tab's title; the message above is the page's heading. */
    title: "Page not found",
    back: "Back To Dashboard",
  },
  placeholderPage: "This page is a placeholder.",
  /**
   * Not spec texts: the block a report carries after the user's words. Shared because
   * the feedback feature writes it and the demo's inbox reads it.
   */
  reportDetails: {
    heading: "--- Report details ---",
    path: "Path",
    version: "Version",
    viewport: "Viewport",
    viewportValue: (width: number, height: number, ratio: number) =>
      `${width} x ${height} CSS px, device pixel ratio ${ratio}`,
    store: "Store",
    storeValue: (name: string, id: string) => `${name} (id ${id})`,
    calls: (count: number) => `Last calls, oldest first (${count}):`,
    none: "none",
  },
  /** A list or an order's lines downloaded as CSV. None of these texts is in the spec. */
  csvExport: {
    button: "Export CSV",
    busy: "Exporting",
    progress: (done: number, total: number) =>
      `Exporting: ${formatCount(done)} of ${formatCount(total)} read`,
    saved: (fileName: string) => `${fileName} is saved.`,
    failed: (reason: string) => `The export did not finish, so no file was saved: ${reason}`,
  },
} as const;
