import { test } from "uvu";
import * as assert from "uvu/assert";
import { MAX_CENTS, MAX_QUANTITY } from "./money.ts";
import { orderGrossCents, orderSizeProblem } from "./order-size.ts";

test("an order's gross is every line's unit cost times quantity plus shipping, before discounts", () => {
  assert.is(
    orderGrossCents(
      [
        { quantity: 3, unitCostCents: 500 },
        { quantity: 2, unitCostCents: 125 },
      ],
      1000,
    ),
    2750,
  );
});

test("an order whose gross comes to exactly the money cap fits, one cent more does not", () => {
  const lines = [{ quantity: 4, unitCostCents: MAX_CENTS / 4 }];
  assert.is(orderSizeProblem(lines, 0), null);
  assert.equal(orderSizeProblem(lines, 1), { kind: "amount", grossCents: MAX_CENTS + 1 });
});

test("a quantity that is not a whole number from 0 to the quantity cap is named", () => {
  assert.is(orderSizeProblem([{ quantity: MAX_QUANTITY, unitCostCents: 1 }], 0), null);
  assert.equal(orderSizeProblem([{ quantity: MAX_QUANTITY + 1, unitCostCents: 0 }], 0), {
    kind: "quantity",
    quantity: MAX_QUANTITY + 1,
  });
  assert.equal(orderSizeProblem([{ quantity: -1, unitCostCents: 0 }], 0), { kind: "quantity", quantity: -1 });
});

test("an order of more than 500 lines is refused by its line count", () => {
  const line = { quantity: 1, unitCostCents: 1 };
  assert.is(orderSizeProblem(Array(500).fill(line), 0), null);
  assert.equal(orderSizeProblem(Array(501).fill(line), 0), { kind: "lines", lines: 501 });
});

test.run();
