import { test } from "uvu";
import * as assert from "uvu/assert";
import { answerProblem } from "./answer-shape.ts";

const order = { id: "1", status: "OPEN" };
const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

test("an answer with the asked-for fields passes", () => {
  assert.is(
    answerProblem("UpdatePurchaseOrderStatus", { updatePurchaseOrderStatus: { purchaseOrder: order } }),
    null,
  );
});

test("a nullable field may be null, a list may be empty", () => {
  assert.is(answerProblem("Supplier", { supplier: null }), null);
  assert.is(answerProblem("SupplierOptions", { suppliers: { totalCount: 0, pageInfo, nodes: [] } }), null);
});

test("a missing field, a wrong scalar or a non-list is named with its path", () => {
  assert.is(
    answerProblem("UpdatePurchaseOrderStatus", { updatePurchaseOrderStatus: { purchaseOrder: { id: "1" } } }),
    "data.updatePurchaseOrderStatus.purchaseOrder.status is missing",
  );
  assert.is(
    answerProblem("SupplierOptions", { suppliers: { totalCount: "3", pageInfo, nodes: [] } }),
    "data.suppliers.totalCount is not a number",
  );
  assert.is(
    answerProblem("SupplierOptions", { suppliers: { totalCount: 1, pageInfo, nodes: { id: "1" } } }),
    "data.suppliers.nodes is not a list",
  );
  assert.is(
    answerProblem("SupplierOptions", {
      suppliers: { totalCount: 1, pageInfo, nodes: [{ id: "1", name: null }] },
    }),
    "data.suppliers.nodes[0].name is missing",
  );
});

test("a status this build does not know is still readable; keys nobody asked for are let through", () => {
  const purchaseOrder = { id: "1", status: "ON_HOLD", note: "new in a later provider" };
  assert.is(
    answerProblem("UpdatePurchaseOrderStatus", { updatePurchaseOrderStatus: { purchaseOrder } }),
    null,
  );
});

test("a null item of a list of non-null objects, or a scalar for a nullable object, is named", () => {
  assert.is(
    answerProblem("SupplierOptions", { suppliers: { totalCount: 1, pageInfo, nodes: [null] } }),
    "data.suppliers.nodes[0] is missing",
  );
  assert.is(answerProblem("Supplier", { supplier: "1" }), "data.supplier is not an object");
  assert.is(
    answerProblem("SupplierOptions", {
      suppliers: { totalCount: 1, pageInfo: { ...pageInfo, hasNextPage: "no" }, nodes: [] },
    }),
    "data.suppliers.pageInfo.hasNextPage is not a boolean",
  );
});

test("an answer that is not an object, or to an unknown operation, is refused", () => {
  assert.is(answerProblem("SupplierOptions", "<html>"), "data is not an object");
  assert.is(answerProblem("SupplierOptions", [{}]), "data is not an object");
  assert.is(answerProblem("Nope", {}), "Nope is not a generated operation");
});

test.run();
