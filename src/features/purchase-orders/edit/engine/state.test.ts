import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  ALL_GROUPS,
  addItem,
  editCell,
  editOrder,
  isEmpty,
  mergeChanges,
  NO_CHANGES,
  removeItem,
  splitChanges,
  toVariables,
  type Changes,
  type NewItem,
} from "./state.ts";

const apply = (...edits: ((changes: Changes) => Changes)[]) => edits.reduce((c, edit) => edit(c), NO_CHANGES);
const mug: NewItem = {
  key: "new:1",
  productId: "7",
  variationId: null,
  quantity: 3,
  name: "Mug",
  sku: "M",
  mpn: "",
};
const ADDRESS = { address1: "1 Main St", address2: "", city: "Springfield", state: "IL", zipCode: "62701" };

test("a later edit to the same cell wins, and the other cell of the row is kept", () => {
  const changes = apply(
    editCell("5", "quantity", "2"),
    editCell("5", "unitCost", "1.5"),
    editCell("5", "quantity", "9"),
  );
  assert.equal(toVariables("1", changes), {
    id: "1",
    itemUpdates: [{ id: "5", quantity: 9, unitCost: 1.5 }],
  });
});

test("only the fields that changed are named in the call", () => {
  assert.equal(toVariables("1", apply(editCell("5", "unitCost", "2.25"))), {
    id: "1",
    itemUpdates: [{ id: "5", unitCost: 2.25 }],
  });
  assert.equal(toVariables("1", apply(editOrder({ discount: " 10% " }))), { id: "1", discount: "10%" });
});

test("removing an item drops its pending cell edits", () => {
  const changes = apply(editCell("5", "quantity", "2"), removeItem("5"));
  assert.equal(toVariables("1", changes), { id: "1", itemRemovals: ["5"] });
});

test("removing an addition that was not sent forgets it instead of sending a removal", () => {
  assert.ok(isEmpty(apply(addItem(mug), removeItem("new:1"))));
});

test("an addition is sent with its quantity and a unit cost of 0", () => {
  assert.equal(toVariables("1", apply(addItem(mug))), {
    id: "1",
    itemAdditions: [{ productId: "7", variationId: null, quantity: 3, unitCost: 0 }],
  });
});

test("a row with an empty, negative or fractional quantity, or an empty or negative cost, stays behind", () => {
  for (const [field, text] of [
    ["quantity", ""],
    ["quantity", "-1"],
    ["quantity", "1.5"],
    ["unitCost", ""],
    ["unitCost", "-0.01"],
  ] as const) {
    const changes = apply(
      editCell("5", "quantity", "4"),
      editCell("5", field, text),
      editCell("6", "quantity", "0"),
    );
    const { send, keep } = splitChanges(changes, ALL_GROUPS);
    assert.equal(Object.keys(send.cells), ["6"], `${field} "${text}"`);
    assert.equal(keep.cells, {
      "5": { quantity: field === "quantity" ? text : "4", ...(field === "unitCost" && { unitCost: text }) },
    });
  }
});

test("shipping must be an amount of at least 0 and a discount must be understood (D8) to be sent", () => {
  const bad = splitChanges(apply(editOrder({ shipping: "", discount: "abc" })), ALL_GROUPS);
  assert.ok(isEmpty(bad.send));
  assert.equal([bad.keep.shipping, bad.keep.discount], ["", "abc"]);
  const good = splitChanges(apply(editOrder({ shipping: "12.5", discount: "-5" })), ALL_GROUPS);
  assert.equal(toVariables("1", good.send), { id: "1", shippingCost: 12.5, discount: "-5" });
});

test("a line discount is sent trimmed when understood (D8); one that is not holds its row back", () => {
  const good = splitChanges(apply(editCell("5", "discount", " 10% ")), ALL_GROUPS);
  assert.equal(toVariables("1", good.send), { id: "1", itemUpdates: [{ id: "5", discount: "10%" }] });
  for (const text of ["5", "--5", "-5%", "101%", "abc"]) {
    const bad = splitChanges(
      apply(editCell("5", "quantity", "2"), editCell("5", "discount", text)),
      ALL_GROUPS,
    );
    assert.ok(isEmpty(bad.send), `"${text}" is not sent`);
    assert.equal(bad.keep.cells, { "5": { quantity: "2", discount: text } });
  }
  const cleared = splitChanges(apply(editCell("5", "discount", "")), ALL_GROUPS);
  assert.equal(toVariables("1", cleared.send), { id: "1", itemUpdates: [{ id: "5", discount: "" }] });
});

test("only the groups asked for are sent; the rest waits", () => {
  const changes = apply(addItem(mug), editCell("5", "quantity", "2"), editOrder({ address: ADDRESS }));
  const { send, keep } = splitChanges(changes, ["cells"]);
  assert.equal(toVariables("1", send), { id: "1", itemUpdates: [{ id: "5", quantity: 2 }] });
  assert.equal(toVariables("1", keep), {
    id: "1",
    itemAdditions: [{ productId: "7", variationId: null, quantity: 3, unitCost: 0 }],
    shipToAddress: ADDRESS,
  });
});

test("a failed call merged back under newer edits: the newer ones win, nothing is doubled", () => {
  const failed = apply(addItem(mug), editCell("5", "quantity", "2"), editOrder({ shipping: "5" }));
  const newer = apply(editCell("5", "quantity", "3"), editOrder({ discount: "10%" }), removeItem("6"));
  assert.equal(toVariables("1", mergeChanges(failed, newer)), {
    id: "1",
    itemAdditions: [{ productId: "7", variationId: null, quantity: 3, unitCost: 0 }],
    itemRemovals: ["6"],
    itemUpdates: [{ id: "5", quantity: 3 }],
    shippingCost: 5,
    discount: "10%",
  });
});

test("a removal made after a failed cell edit drops that edit when they merge", () => {
  const merged = mergeChanges(apply(editCell("5", "unitCost", "4")), apply(removeItem("5")));
  assert.equal(toVariables("1", merged), { id: "1", itemRemovals: ["5"] });
});

test.run();
