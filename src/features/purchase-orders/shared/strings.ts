// This feature's screen texts: the spec's words as written, "(sic)" spellings included.
import { MAX_CENTS, MAX_QUANTITY } from "../../../../schema/money.ts";
import { formatCents, formatCount } from "../../../../schema/format.ts";

/** Spec section 2: shown while one order loads, on its view and on its edit screen. */
const LOADING_ORDER = "Loading Purchase Order.";
/** Spec section 2: the heading of an order's lines on its view; the edit screen's lines keep it. */
const ADDED_PRODUCTS = "Added Products";
/**
 * The lines' columns on the view and the edit screen (spec section 2): the spec's five, then the
 * line's discount and total so the lines add up to Subtotal.
 */
const LINE_COLUMNS = {
  name: "Product name",
  sku: "SKU",
  mpn: "UPC/MPN",
  quantity: "Quantity",
  cost: "Cost",
  discount: "Discount",
  lineTotal: "Line Total",
} as const;

/** The purchase order list and view (spec sections 2, 4 and 8). */
export const PURCHASE_ORDERS_TEXT = {
  title: "Purchase Orders",
  loading: "Loading All Purchase Orders",
  createNew: "Create New PO",
  /** Not spec texts: a store with no orders yet; 'No Data In Table' stays its accessible text. */
  empty: {
    title: "No purchase orders yet",
    hint: "Create the first one, then add products to it.",
  },
  creating: "Creating New PO",
  createFailed: "Unable to create new purchase order",
  clearFilter: "Clear Filter",
  actions: "Actions",
  view: "View",
  modify: "Modify",
  noSupplier: "None set.",
  back: "Return To All Purchase Orders",
  detail: {
    loading: LOADING_ORDER,
    title: (id: string) => `Purchase Order #${id}`,
    missing: "There is no purchase order with this id in this store.",
    loadFailed: (reason: string) => `The purchase order could not be loaded: ${reason}`,
    products: ADDED_PRODUCTS,
    columns: LINE_COLUMNS,
    supplier: "Supplier",
    changeSupplier: "(change supplier)",
    supplierFailed: (reason: string) => `The supplier was not changed: ${reason}`,
    suppliersFailed: (reason: string) => `The suppliers could not be loaded: ${reason}`,
    createdOn: "Created On",
    modifiedOn: "Modified On",
    subtotal: "Subtotal",
    shipping: "Shipping",
    discount: "Discount",
    total: "Total",
    editProducts: "Edit Products",
  },
  /** Spec section 4: each transition's button and its confirmation (Reopen asks nothing). */
  transitions: {
    markOrdered: {
      label: "Mark As Ordered",
      confirm:
        "Are you sure you want to mark this purchase order as ordered, added products can not be modified past this point.",
    },
    reopen: { label: "Reopen Purchase Order", confirm: null },
    markReceived: {
      label: "Mark As Received",
      confirm: "Are you sure you want to mark this purchase order as received?",
    },
    close: {
      label: "Close & Add Inventory",
      confirm:
        "Are you sure you want to close this purchase order? All products listed will have their inventory count updated.",
    },
  },
  /** Each change confirmed in a toast (not spec texts). */
  transitionDone: {
    markOrdered: (id: string) => `Purchase order #${id} is marked as ordered.`,
    reopen: (id: string) => `Purchase order #${id} is open again.`,
    markReceived: (id: string) => `Purchase order #${id} is marked as received.`,
    close: (id: string) => `Purchase order #${id} is closed and its products' inventory is updated.`,
  },
  /** Beside Mark As Received when Check In Delivery is the way to receive. */
  receiveWithoutCount: "Without counting: the ordered quantities are taken as delivered.",
  statusFailed: (reason: string) => `The status was not changed: ${reason}`,
  /** An order goes to its supplier only with something on it. */
  needsItems: "Add at least one product, with a quantity of 1 or more, before marking this order as ordered.",
  pdf: {
    generate: "Generate PDF Printout",
    generating: "Generating PDF",
    send: "Send PDF to Supplier",
    more: "More PDF actions",
    failed: (reason: string) => `The PDF could not be generated: ${reason}`,
    sendConfirm: "Are you sure you wish to email a supplier a copy of this purchase order?",
    sent: "Email sent to supplier!",
    sendFailed: "Unable to send email. Please confirm that the supplier has an email attached.",
  },
} as const;

/** The purchase order edit screen (spec sections 2, 4 and 5; the saving standards). */
export const PURCHASE_ORDER_EDIT_TEXT = {
  loading: LOADING_ORDER,
  title: (id: string) => `Edit Products: Purchase Order #${id}`,
  search: {
    label: "Search Products",
    placeholder: "Name, SKU or MPN",
    none: "No products found",
    count: (n: number) => (n === 1 ? "1 product found" : `${n} products found`),
    /** While the search waits for its 1 s and its answer. */
    searching: "Searching\u2026",
    /** An option's cost and stock ("not tracked" when its inventory is not counted). */
    facts: (cost: string, stock: number | null) =>
      `Cost ${cost} \u00b7 ${stock === null ? "stock not tracked" : `${formatCount(stock)} in stock`}`,
    failed: (reason: string) => `The search did not go through: ${reason}`,
    /** A new line holds at least one. */
    atLeastOne: "A new line needs a quantity of at least 1.",
    /** Not spec texts: Add Item of a product already on the order adds to its line. */
    addedMore: (name: string, quantity: number) =>
      `${name} was already on this order: its quantity is now ${quantity}.`,
    stillSaving: (name: string) => `${name} is still being saved. Add more once it is saved.`,
    full: (max: number) => `This order already holds ${max} lines, the most one order may: start another.`,
  },
  quantity: LINE_COLUMNS.quantity,
  add: "Add Item",
  items: ADDED_PRODUCTS,
  columns: { ...LINE_COLUMNS, remove: "Delete Item" },
  quantityOf: (name: string) => `Quantity of ${name}`,
  costOf: (name: string) => `Cost of ${name}`,
  discountOf: (name: string) => `Discount of ${name}`,
  remove: "Delete Item",
  /** Not a spec text: Delete Item asks first. */
  confirmRemove: (name: string) => `Are you sure you want to delete "${name}" from this purchase order?`,
  unsent: "Not saved yet",
  problem: {
    empty: "Required: enter a number of at least 0.",
    quantity: `Enter a whole number from 0 to ${formatCount(MAX_QUANTITY)}.`,
    money: `Enter an amount from ${formatCents(0)} to ${formatCents(MAX_CENTS)}.`,
  },
  shipTo: {
    title: "Ship To Information",
    address: "Address",
    city: "City",
    state: "State",
    zipCode: "Zip Code",
    reset: "Reset",
  },
  orderInfo: {
    title: "Order Information",
    shipping: "Shipping",
    discount: "Discount",
    discountTip: 'Can be a set dollar amount or a percentage, e.g. "-5" or "10%".',
    /** A discount the grammar does not understand: kept as typed, not sent. */
    discountNotUnderstood: "not understood, counts as $0.00",
  },
  details: {
    title: "Details",
    subtotal: "Subtotal",
    shipping: "Shipping",
    discount: "Discount",
    total: "Total",
  },
  save: "Save Products",
  saving: "Saving Products",
  status: {
    saved: "All changes saved",
    saving: "Saving\u2026",
    invalid: "Not saved: fix the marked fields.",
    failed: (reason: string) => `Not saved yet \u2014 retrying. ${reason}`,
    refused: (reason: string) => `Not saved: ${reason} Change it or press Save Products to try again.`,
  },
  leftUnsaved: (id: string, reason: string) =>
    `Your last changes to purchase order #${id} were not saved: ${reason}`,
  /** Edits kept over a 401's reload, given back when the same user opens the order again. */
  restored: "Changes you had not saved before signing in again are back, and are being saved.",
} as const;

/** Checking in a delivery: none of these texts is in the spec. */
export const CHECK_IN_TEXT = {
  open: "Check In Delivery",
  title: (id: string) => `Check In Delivery: Purchase Order #${id}`,
  scan: "Scan or type a SKU, UPC/MPN or variation SKU",
  scanHint: "Each scan adds 1 to its line. Press Enter after typing a code.",
  add: "Add 1",
  lines: "Delivered Products",
  columns: {
    name: "Product name",
    sku: "SKU",
    mpn: "UPC/MPN",
    expected: "Expected",
    counted: "Counted",
    check: "Check",
  },
  countedOf: (name: string) => `Counted of ${name}`,
  notWhole: "Enter a whole number of 0 or more.",
  short: (n: number) => `Short by ${n}`,
  over: (n: number) => `Over by ${n}`,
  matches: "As expected",
  /** A line no scan, typed count or tap has touched yet. */
  notCounted: "Not counted",
  /** Between a line's count and its expected quantity: "3 of 19". */
  of: "of",
  lessOf: (name: string) => `One less of ${name}`,
  moreOf: (name: string) => `One more of ${name}`,
  matchesTap: "Matches",
  matchesOf: (name: string) => `Matches: ${name} counted as expected`,
  toCount: (n: number) => (n === 1 ? "1 line to count" : `${n} lines to count`),
  /** The confirmation names the lines that differ from the order. */
  confirmShort: (n: number) => (n === 1 ? "1 line short:" : `${n} lines short:`),
  confirmOver: (n: number) => (n === 1 ? "1 line over:" : `${n} lines over:`),
  confirmLine: (name: string, counted: number, expected: number) => `${name}: ${counted} of ${expected}`,
  confirmNotCounted: "not counted, received as 0",
  confirmAllMatch: "Every line matches the order.",
  added: (name: string, counted: number, expected: number) =>
    `Added 1 to ${name}: ${counted} of ${expected} counted.`,
  unknown: (code: string) => `No line on this order matches \u201c${code}\u201d.`,
  ambiguous: (code: string, names: string) =>
    `\u201c${code}\u201d matches more than one line (${names}). Type the count on the right line.`,
  summary: (counted: number, expected: number) => `${counted} of ${expected} items counted`,
  shortLines: (n: number) => (n === 1 ? "1 line short" : `${n} lines short`),
  overLines: (n: number) => (n === 1 ? "1 line over" : `${n} lines over`),
  confirm: "Confirm Delivery",
  confirming: "Confirming Delivery",
  saveCounts: "Save Counted Quantities",
  back: (id: string) => `Return To Purchase Order #${id}`,
  notOrdered: (status: string) =>
    `This order is ${status}. A delivery is checked in while its order is ORDERED.`,
  changed:
    "This order changed since the count was started. Counts of lines still on the order were kept; check them before confirming.",
  notStored: "This count could not be kept on this device: it is lost if the page is reloaded.",
  receivedFailed: (reason: string) => `The order was not marked received: ${reason} Your count is kept.`,
  countsFailed: (reason: string) =>
    `The order is marked received, but the counted quantities were not saved: ${reason} Your count is kept; press Save Counted Quantities to try again.`,
  done: (id: string) => `Purchase order #${id} is received with the counted quantities.`,
  /** Counts the provider would refuse, said before anything is sent. */
  tooBig: {
    amount: (grossCents: number) =>
      `These counts bring the order to ${formatCents(grossCents)} before discounts, more than the ${formatCents(MAX_CENTS)} an order may come to. Check the counts: nothing was changed.`,
    quantity: (quantity: number) =>
      `A count of ${formatCount(quantity)} is more than the ${formatCount(MAX_QUANTITY)} one line may hold. Check the counts: nothing was changed.`,
    lines: (lines: number, max: number) =>
      `This order has ${lines} lines, more than the ${max} an order may hold, so its counts cannot be saved. Nothing was changed.`,
  },
} as const;

/** Duplicating an order: none of these texts is in the spec. */
export const DUPLICATE_TEXT = {
  button: "Duplicate",
  busy: "Duplicating",
  done: (copy: string, original: string) =>
    `Purchase order #${copy} is a copy of purchase order #${original}.`,
  skipped: (names: string) => `Lines with a quantity of 0 were not copied: ${names}.`,
  createFailed: (reason: string) => `Unable to create new purchase order: ${reason}`,
  partFailed: (copy: string, missing: string, reason: string) =>
    `Purchase order #${copy} was created, but its ${missing} could not be copied: ${reason}`,
  parts: { content: "lines, ship-to, shipping and discount", supplier: "supplier" },
  openCopy: (copy: string) => `Open purchase order #${copy}`,
} as const;

/** Keeping the rest of a short delivery on order: none of these texts is in the spec. */
export const BACKORDER_TEXT = {
  question: "What is still owed",
  keep: "Keep the rest on order",
  keepHint: (units: number) =>
    `A new OPEN order for the same supplier and ship-to holds the ${units === 1 ? "1 unit" : `${units} units`} still owed, at the same costs.`,
  close: "Close short",
  closeHint: "The order is received with the counted quantities; nothing stays on order.",
  /** A user who may receive but not create orders. */
  closeOnly: "The order is received short: only a buyer can keep the rest on order.",
  done: (original: string, backorder: string) =>
    `Purchase order #${original} is received with the counted quantities; the rest is on purchase order #${backorder}.`,
  openOriginal: (id: string) => `Open purchase order #${id}`,
  openBackorder: (id: string) => `Open purchase order #${id} (the rest)`,
  createFailed: (reason: string) =>
    `The rest could not be kept on order: ${reason} Nothing was marked received; your count is kept.`,
  partFailed: (id: string, reason: string) =>
    `Purchase order #${id} was made for the rest, but not finished: ${reason} Nothing was marked received; your count is kept. Confirm again to finish it (no second order is made).`,
  readFailed: (id: string, reason: string) =>
    `Purchase order #${id}, made for the rest earlier, could not be read: ${reason} Nothing was marked received; your count is kept.`,
  changedMeanwhile: (id: string) =>
    `Purchase order #${id}, made for the rest earlier, is no longer OPEN and holds other lines. Nothing was marked received; check it, or close short.`,
  orderNamed: (id: string) => `purchase order #${id}`,
  continues: (original: string, delivered: string) =>
    `Continues purchase order #${original}, delivered ${delivered}.`,
} as const;

/** Another user's changes on an order open here (issue 28 item 1, D219); not spec texts. */
export const OTHERS_TEXT = {
  quantityOf: PURCHASE_ORDER_EDIT_TEXT.quantityOf,
  costOf: PURCHASE_ORDER_EDIT_TEXT.costOf,
  discountOf: PURCHASE_ORDER_EDIT_TEXT.discountOf,
  shipping: "Shipping",
  discount: "Discount",
  address: "Ship-to address",
  /** An empty discount or address, as a notice says it. */
  none: "none",
  changed: (label: string, value: string) => `${label} changed to ${value} by another user`,
  status: (status: string) => `Status changed to ${status} by another user`,
  supplier: (name: string) => `Supplier changed to ${name} by another user`,
  supplierCleared: "Supplier cleared by another user",
  added: (name: string) => `${name} added by another user`,
  removed: (name: string) => `${name} removed by another user`,
  /** More than a few changes at once: the first ones, then how many more. */
  more: (first: string, n: number) => `${first}, and ${n} more changes by another user`,
  conflict: (label: string, theirs: string, mine: string) =>
    `${label} changed to ${theirs} by another user while yours, ${mine}, was not saved: choose one.`,
  conflictGroup: (label: string) => `${label}: yours or another user's`,
  /** The two choices of a conflict; the group's name says what they are of. */
  useTheirs: (value: string) => `Use theirs: ${value}`,
  keepMine: (value: string) => `Keep yours: ${value}`,
  /** The save status while a conflict is open. */
  choose: (n: number) =>
    n === 1
      ? "Not saved: another user changed a value you were editing. Choose one."
      : `Not saved: another user changed ${n} values you were editing. Choose one for each.`,
  /** The screen was left with choices open: the user's values were not sent, the other user's stand. */
  leftOpen: (labels: string) => `Not saved: ${labels}. Another user's values stand.`,
} as const;

/** An edit line's last price (issue 30 item 2, D225): none of these texts is in the spec. */
export const LAST_PRICE_TEXT = {
  /** "Last price $12.40, PO-381, 10/2/2026". */
  source: (money: string, order: string, day: string) => `Last price ${money}, ${order}, ${day}`,
  otherSupplier: (name: string) => ` (from ${name})`,
  /** Shown; otherSupplier is read out. */
  otherShort: " (other supplier)",
  noSupplier: "an order with no supplier",
  away: (percent: number, direction: "above" | "below") => `${percent} % ${direction} the last price`,
  filled: (name: string, money: string) => `${name}: cost ${money} filled in from the last price.`,
} as const;

/** Import Lines on the edit screen (issue 30 item 4, D226): none of these texts is in the spec. */
export const IMPORT_LINES_TEXT = {
  open: "Import Lines",
  title: "Import lines from a file",
  help: "One line per product: its SKU or MPN, the quantity, and a cost if you have one, in any order, with or without a header row. Separated by commas, semicolons or tabs.",
  paste: "Paste lines",
  file: "Or choose a CSV file",
  drop: "You can also drop a file on the box.",
  preview: "Preview",
  back: "Back",
  cancel: "Cancel",
  add: (n: number) => (n === 1 ? "Add 1 line" : `Add ${n} lines`),
  empty: "Nothing to import: paste lines or choose a file first.",
  unreadableFile: (reason: string) => `The file could not be read: ${reason}`,
  checking: (done: number, all: number) => `Checking codes: ${done} of ${all}…`,
  rowsCaption: "Lines in the file",
  columns: { line: "Line", code: "SKU or MPN", quantity: "Quantity", cost: "Cost", result: "Result" },
  matched: (name: string) => `Matched: ${name}`,
  addsTo: (name: string, total: number) => `Matched: ${name} (already on the order, becomes ${total})`,
  none: "Not found",
  several: (names: readonly string[]) => `Matches several: ${names.join(", ")}`,
  failed: (reason: string) => `Not checked: ${reason}`,
  problem: {
    code: "No SKU or MPN",
    quantity: "The quantity is not a whole number of at least 1",
    cost: "The cost cannot be read",
  },
  lastPrice: (money: string) => `${money} (last price)`,
  noCost: "$0.00 (no cost known)",
  kept: (money: string) => `${money} (kept)`,
  totals: (c: {
    rows: number;
    matched: number;
    none: number;
    several: number;
    unreadable: number;
    unchecked: number;
  }) =>
    [
      `${c.rows} ${c.rows === 1 ? "row" : "rows"}: ${c.matched} matched`,
      `${c.none} not found`,
      `${c.several} matching several`,
      ...(c.unreadable ? [`${c.unreadable} unreadable`] : []),
      ...(c.unchecked ? [`${c.unchecked} not checked`] : []),
    ].join(", ") + ".",
  adds: (lines: number, more: number, units: number, money: string) =>
    `Adds ${lines === 1 ? "1 new line" : `${lines} new lines`}${more ? ` and more of ${more === 1 ? "1 line" : `${more} lines`} already on the order` : ""}: ${units} units, ${money}.`,
  onlyMatched: "Only matched rows are added; fix the others in the file and import them again.",
  tooMany: (lines: number, max: number) =>
    `The order would have ${lines} lines; an order holds at most ${max}. Remove lines from the file or from the order first.`,
  tooBig: "The order would pass the largest quantity or amount an order may hold.",
  busy: (name: string) => `${name} is still being saved: wait a moment, then add.`,
  nothing: "No row matched one product: nothing to add.",
  added: (n: number) => (n === 1 ? "1 line imported." : `${n} lines imported.`),
  loadFailed: "Import could not be opened: the page could not load it. Check the connection and try again.",
} as const;
