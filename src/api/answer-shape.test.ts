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

test("an answer that is not an object, or to an unknown operation, is refused", () => {
  assert.is(answerProblem("SupplierOptions", "<html>"), "data is not an object");
  assert.is(answerProblem("Nope", {}), "Nope is not a generated operation");
});

test.run();
