// Permission codes and who may do what. The route table, the screens' buttons and the fake
// provider's 403 / FORBIDDEN checks all read this one table.

/** The permission codes carried in the token's Permissions claim, compared for identity. */
export const PERMISSIONS = {
  modifyStore: "can_modify_store",
  createPurchaseOrder: "can_create_purchase_order",
  receivePurchaseOrder: "can_receive_purchase_order",
  /** Extension "approval" (D242): a provider without it has no such permission. */
  approvePurchaseOrder: "can_approve_purchase_order",
} as const;

/** One permission code. */
export type PermissionValue = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Every permission with the label the Store Roles screen shows for it. */
export const PERMISSION_CATALOG: readonly { readonly value: PermissionValue; readonly publicName: string }[] =
  [
    { value: PERMISSIONS.modifyStore, publicName: "Modify store settings" },
    { value: PERMISSIONS.createPurchaseOrder, publicName: "Create purchase orders" },
    { value: PERMISSIONS.receivePurchaseOrder, publicName: "Receive purchase orders" },
  ];

/** Extension "approval" (D242): listed by the provider only where it has the extension. */
export const APPROVAL_PERMISSION = {
  value: PERMISSIONS.approvePurchaseOrder,
  publicName: "Approve purchase orders",
} as const;

const CREATE = [PERMISSIONS.createPurchaseOrder] as const;
const RECEIVE = [PERMISSIONS.receivePurchaseOrder] as const;
const MODIFY_STORE = [PERMISSIONS.modifyStore] as const;

/** For each action, the permissions that allow it; holding any one of them is enough. */
export const ACTION_PERMISSIONS = {
  createPurchaseOrder: CREATE,
  editPurchaseOrder: CREATE,
  markOrdered: CREATE,
  reopen: CREATE,
  setSupplier: CREATE,
  sendPurchaseOrderPdf: CREATE,
  markReceived: RECEIVE,
  close: RECEIVE,
  // D63: checking in a delivery writes the counted quantities to a RECEIVED order's lines.
  recordDeliveryCounts: RECEIVE,
  // D242: approving an order over the store's threshold (extension "approval").
  approvePurchaseOrder: [PERMISSIONS.approvePurchaseOrder],
  // The order routes are open to buyers and receivers alike: each needs to see the orders.
  viewPurchaseOrders: [PERMISSIONS.createPurchaseOrder, PERMISSIONS.receivePurchaseOrder],
  manageRoles: MODIFY_STORE,
  manageMembers: MODIFY_STORE,
  manageStore: MODIFY_STORE,
} as const satisfies Record<string, readonly PermissionValue[]>;

/** Something a user may or may not do. */
export type Action = keyof typeof ACTION_PERMISSIONS;

/** The spec's route rule: allowed when nothing is required or any one required permission is held. */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((permission) => held.includes(permission));
}

/** Whether a user holding these permissions may perform the action. */
export function can(held: readonly string[], action: Action): boolean {
  return hasAnyPermission(held, ACTION_PERMISSIONS[action]);
}
