// The fake store's tables. Plain JSON, so any part of the database can be persisted and restored as is.
// Money is integer cents; dates are ISO strings; every row of a store's data has its storeId.
import type { PurchaseOrderStatus } from "../../schema/status.ts";

export interface PhoneRow {
  id: number;
  number: string;
  extension: string;
}

export interface AddressRow {
  id: number;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  sourceId: string;
}

export interface StoreRow {
  id: number;
  name: string;
  shippingAddress: AddressRow;
  createdAt: string;
  /** Extension "approval" (D242): orders above this total (cents) need approval; absent or null: off. */
  approvalThresholdCents?: number | null;
}

export interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** hex SHA-256 of `${salt}:${password}`: the fake never keeps a password in clear. */
  passwordHash: string;
  salt: string;
  /** The store the next sign-in opens (the last one switched to or joined). */
  activeStoreId: number | null;
  createdAt: string;
  /** A password reset asked for and not yet used: a hash of the mailed token and its expiry. */
  passwordReset?: { tokenHash: string; expiresAt: string } | null;
  /**
   * Raised by each password reset; every token carries the value it was issued under (`gen`) and one
   * from an earlier generation is refused (D143). Absent (rows stored before it) counts as 0.
   */
  sessionGeneration?: number;
  /**
   * false: registered through the API and not yet shown to receive mail at `email` (D158), so the HTTP
   * server's outbox shows it no mail to that address. It becomes true once the account uses a token
   * mailed there (an invite to that address, a password reset). Absent (the seed's accounts, rows stored
   * before it) counts as true.
   */
  emailProven?: boolean;
}

export interface MembershipRow {
  userId: number;
  storeId: number;
  roleId: number;
}

export interface PermissionRow {
  id: number;
  value: string;
  publicName: string;
}

export interface RoleRow {
  id: number;
  storeId: number;
  name: string;
  permissionIds: number[];
}

export interface InviteRow {
  token: string;
  email: string;
  storeId: number;
  roleId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export interface SupplierRow {
  id: number;
  storeId: number;
  name: string;
  /** "" when the supplier has none. */
  email: string;
  primaryAddress: AddressRow;
  contactNumber: PhoneRow;
  faxNumber: PhoneRow;
}

export interface VariationRow {
  id: number;
  name: string;
  sku: string;
  mpn: string;
  priceCents: number;
  costCents: number;
  inventoryLevel: number;
  /** Extension "reorder" (D245): absent or null when none was set. */
  reorderPoint?: number | null;
  targetLevel?: number | null;
}

export interface ProductRow {
  id: number;
  storeId: number;
  source: string;
  sourceId: string;
  name: string;
  sku: string;
  mpn: string;
  priceCents: number;
  costCents: number;
  isInventoryTracking: boolean;
  inventoryLevel: number;
  variations: VariationRow[];
  /** Extension "reorder" (D245): absent or null when none was set. */
  reorderPoint?: number | null;
  targetLevel?: number | null;
}

export interface CustomerRow {
  id: number;
  storeId: number;
  source: string;
  sourceId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: PhoneRow | null;
  addresses: AddressRow[];
}

export interface PurchaseOrderItemRow {
  id: number;
  productId: number;
  variationId: number | null;
  quantity: number;
  unitCostCents: number;
  discount: string;
}

export interface PurchaseOrderRow {
  id: number;
  storeId: number;
  status: PurchaseOrderStatus;
  dateCreated: string;
  dateModified: string;
  dateOrdered: string | null;
  dateReceived: string | null;
  dateFinalized: string | null;
  shippingCents: number;
  discount: string;
  vendorId: number | null;
  shipToAddress: AddressRow | null;
  items: PurchaseOrderItemRow[];
  /** Extension "arrival" (D234): YYYY-MM-DD; absent or null when none was set. */
  expectedArrival?: string | null;
  /** Extension "approval" (D243): who approved, when, and the fingerprint of the lines and total approved. */
  approval?: { userId: number; at: string; key: string } | null;
  /** Extension "notes" (D239): absent or null when none was written. */
  internalNote?: string | null;
  supplierNote?: string | null;
}

/** A message the fake provider "sent"; the demo shows them in an outbox. */
export interface OutboxRow {
  id: number;
  storeId: number | null;
  kind: "purchase-order" | "invite" | "reset-password";
  to: string;
  subject: string;
  body: string;
  /** The purchase order whose PDF was attached. */
  purchaseOrderId: number | null;
  createdAt: string;
}

export interface FeedbackRow {
  id: number;
  userId: number;
  storeId: number | null;
  message: string;
  /** The PNG as base64, when one was sent. */
  imageBase64: string | null;
  createdAt: string;
}

/** A file kept with a purchase order (extension "notes", D240); its bytes as base64. */
export interface OrderAttachmentRow {
  id: number;
  storeId: number;
  orderId: number;
  userId: number;
  fileName: string;
  contentType: "application/pdf" | "image/png" | "image/jpeg";
  size: number;
  addedAt: string;
  base64: string;
}

/**
 * One recorded change of a purchase order (extension "history", D232), written in the same write as the
 * change. Values are text as the GraphQL field sends them (mocks/rules/order-history.ts).
 */
export interface OrderChangeRow {
  id: number;
  storeId: number;
  orderId: number;
  at: string;
  userId: number;
  kind: OrderChangeKind;
  lineId: number | null;
  line: string | null;
  from: string | null;
  to: string | null;
}

export type OrderChangeKind =
  | "CREATED"
  | "STATUS"
  | "SUPPLIER"
  | "LINE_ADDED"
  | "LINE_REMOVED"
  | "LINE_QUANTITY"
  | "LINE_COST"
  | "LINE_DISCOUNT"
  | "SHIP_TO"
  | "SHIPPING"
  | "DISCOUNT"
  | "EXPECTED_ARRIVAL"
  | "APPROVED"
  | "INTERNAL_NOTE"
  | "SUPPLIER_NOTE"
  | "ATTACHMENT_ADDED"
  | "ATTACHMENT_REMOVED";

/** The faker seed and size a database was generated from (the demo's `?seed=` and `?scale=`). */
export interface SeedOrigin {
  seed: number;
  ordersPerStore: number;
}

export interface Db {
  version: typeof DB_VERSION;
  /** Counts saved changes, so a tab never overwrites a newer stored database with an older one (D23). */
  revision: number;
  /** What a reset goes back to. */
  origin: SeedOrigin;
  /** The next id handed out, shared by every table so ids never collide; a reset never lowers it. */
  nextId: number;
  /**
   * This database's life: random, new whenever the store starts from a seed or is reset. Tokens carry
   * it (claim `sid`), so a token from before a reset or a restart names no live session;
   * a store kept in a data file keeps its epoch, so with the same --secret its sessions survive.
   * "" in a seed that no store has opened yet.
   */
  epoch: string;
  /** The moment the seed's dates were placed around. */
  referenceDate: string;
  stores: StoreRow[];
  users: UserRow[];
  memberships: MembershipRow[];
  permissions: PermissionRow[];
  roles: RoleRow[];
  invites: InviteRow[];
  suppliers: SupplierRow[];
  products: ProductRow[];
  customers: CustomerRow[];
  purchaseOrders: PurchaseOrderRow[];
  outbox: OutboxRow[];
  feedback: FeedbackRow[];
  /** Added after version 3: a stored database without it reads as having none (LATER_TABLES). */
  orderChanges: OrderChangeRow[];
  /** Added after version 3 too (LATER_TABLES). */
  orderAttachments: OrderAttachmentRow[];
}

/**
 * 2: `revision` and `origin` added; 3: `epoch`. A stored database of another version is replaced by
 * the seed.
 */
export const DB_VERSION = 3;

/** Tables whose rows carry an ever-growing numeric id: each row is stored under its own key. */
export const ROW_TABLES = [
  "stores",
  "users",
  "permissions",
  "roles",
  "suppliers",
  "products",
  "customers",
  "purchaseOrders",
  "outbox",
  "feedback",
  "orderChanges",
  "orderAttachments",
] as const;
/** Row tables added after DB_VERSION 3: a database stored before them holds none (an empty table). */
export const LATER_TABLES = ["orderChanges", "orderAttachments"] as const;
/** Small tables without such an id, stored whole. */
export const WHOLE_TABLES = ["memberships", "invites"] as const;
export const TABLE_NAMES = [...ROW_TABLES, ...WHOLE_TABLES] as const;

export type RowTable = (typeof ROW_TABLES)[number];
export type WholeTable = (typeof WHOLE_TABLES)[number];
export type TableName = RowTable | WholeTable;
/** A row of `table`. */
export type RowOf<K extends TableName> = Db[K][number];
