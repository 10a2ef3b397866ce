// Purchase order helpers for contract checks: the GraphQL documents the checks send, and shortcuts to
// create an order, move it along, and read it back as the provider stores it.
import * as assert from "uvu/assert";
import { errorOf, gql, type Answer } from "./client.ts";

export const ORDER_FIELDS = `id status dateCreated dateModified dateOrdered dateReceived dateFinalized shippingCost discount
  calculateTotal vendor { id name } shipToAddress { address1 city state zipCode }
  items { id quantity unitCost discount product { id name isInventoryTracking inventoryLevel } variation { id inventoryLevel } }`;

export const ADD = `mutation ContractAdd($shippingCost: Float!, $discount: String!, $items: [PurchaseOrderItemAddition!]!) {
  addPurchaseOrder(shippingCost: $shippingCost, discount: $discount, items: $items) { purchaseOrder { ${ORDER_FIELDS} } }
}`;
export const UPDATE = `mutation ContractUpdate($id: ID!, $itemAdditions: [PurchaseOrderItemAddition!], $itemRemovals: [ID!],
  $itemUpdates: [PurchaseOrderItemUpdate!], $shipToAddress: AddressInput, $shippingCost: Float, $discount: String,
  $status: PurchaseOrderStatus, $vendorID: ID) {
  updatePurchaseOrder(id: $id, itemAdditions: $itemAdditions, itemRemovals: $itemRemovals, itemUpdates: $itemUpdates,
    shipToAddress: $shipToAddress, shippingCost: $shippingCost, discount: $discount, status: $status, vendorID: $vendorID) {
    purchaseOrder { ${ORDER_FIELDS} }
  }
}`;
export const STATUS = `mutation ContractStatus($id: ID!, $updatedStatus: PurchaseOrderStatus!) {
  updatePurchaseOrderStatus(id: $id, updatedStatus: $updatedStatus) { purchaseOrder { ${ORDER_FIELDS} } }
}`;
export const SUPPLIER = `mutation ContractSupplier($id: ID!, $vendorId: ID) {
  setPurchaseOrderSupplier(id: $id, vendorId: $vendorId) { purchaseOrder { ${ORDER_FIELDS} } }
}`;
const ONE = `query ContractOne($id: ID) { allPurchaseOrders(id: $id, first: 1) { nodes { ${ORDER_FIELDS} } } }`;
const PRODUCTS = `query ContractProducts { products(first: 100) { nodes { id name isInventoryTracking inventoryLevel variations { id inventoryLevel } } } }`;

export type Order = any; // the fields above, as the provider answers them

/** The stored order, or null. */
export async function readOrder(token: string, id: string): Promise<Order | null> {
  return (await gql(ONE, { id }, token)).body.data.allPurchaseOrders.nodes[0] ?? null;
}

export async function products(token: string) {
  return (await gql(PRODUCTS, {}, token)).body.data.products.nodes as {
    id: string;
    name: string;
    isInventoryTracking: boolean;
    inventoryLevel: number;
    variations: { id: string; inventoryLevel: number }[];
  }[];
}

/** Creates an order (asserting success) and returns it. */
export async function createOrder(
  token: string,
  variables: object = { shippingCost: 0, discount: "", items: [] },
): Promise<Order> {
  const res = await gql(ADD, variables, token);
  assert.equal(res.body.errors, undefined, "addPurchaseOrder");
  return res.body.data.addPurchaseOrder.purchaseOrder;
}

/** Creates an OPEN order holding one line of the store's first product: one that may be marked ORDERED. */
export async function createStockedOrder(token: string): Promise<Order> {
  const [first] = await products(token);
  return createOrder(token, {
    shippingCost: 0,
    discount: "",
    items: [{ productId: first!.id, quantity: 1, unitCost: 1 }],
  });
}

/** Moves an order along the transitions to `status`, asserting each step. */
export async function moveTo(token: string, id: string, path: string[]): Promise<Order> {
  let order: Order;
  for (const status of path) {
    const res = await gql(STATUS, { id, updatedStatus: status }, token);
    assert.equal(res.body.errors, undefined, `to ${status}`);
    order = res.body.data.updatePurchaseOrderStatus.purchaseOrder;
  }
  return order;
}

/** The first error code of an answer. */
export const errorCode = (res: Answer<any>) => errorOf(res).code;
