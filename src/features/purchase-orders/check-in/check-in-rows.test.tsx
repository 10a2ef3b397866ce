// Check In Delivery for the stock room (issue 27, D171): lines neutral until counted, the -/+ stepper and
// the Matches tap, the progress in the bar, and a confirmation that names the short and over lines.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderApp } from "../../../../test/render.tsx";
import {
  lineRows,
  openOrdered,
  RECEIVER,
  scanField,
} from "../../../../test/purchase-orders/check-in-kit.tsx";

const checkIn = (id: number) => `/purchase-orders/${id}/check-in`;
const summary = () => document.querySelector(".check-in-summary")?.textContent;

test("before anything is counted every line is neutral: not counted, never short", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const variation = lines.varied.variations[0]!;
  assert.equal(lineRows(), [
    [lines.plain.name, "3", "0", "Not counted"],
    [variation.name, "2", "0", "Not counted"],
  ]);
  assert.is(screen.queryByText(/Short by/), null);
  assert.is(
    summary(),
    "0 of 5 items counted \u00b7 2 lines to count \u00b7 0 lines short \u00b7 0 lines over",
  );
});

test("the stepper counts one at a time, Matches sets the expected quantity, and both are kept on the device", async () => {
  const { order, lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  const variation = lines.varied.variations[0]!;
  const more = screen.getByRole("button", { name: `One more of ${lines.plain.name}` });
  const less = screen.getByRole("button", { name: `One less of ${lines.plain.name}` });
  assert.is(less.getAttribute("aria-disabled"), "true", "nothing to take away from 0");
  await user.click(more);
  await user.click(more);
  await user.click(less);
  await user.click(screen.getByRole("button", { name: `Matches: ${variation.name} counted as expected` }));
  assert.equal(lineRows(), [
    [lines.plain.name, "3", "1", "Short by 2"],
    [variation.name, "2", "2", "As expected"],
  ]);
  assert.is(summary(), "3 of 5 items counted \u00b7 1 line short \u00b7 0 lines over");
  cleanup();
  await renderApp(checkIn(order.id));
  await screen.findByRole("list", { name: "Delivered Products" });
  assert.equal(
    lineRows().map((row) => row[2]),
    ["1", "2"],
  );
});

test("a scan that starts while a stepper button has focus goes to the scan field", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup({ delay: null });
  const variation = lines.varied.variations[0]!;
  await user.click(screen.getByRole("button", { name: `One more of ${lines.plain.name}` }));
  await user.keyboard(`${variation.sku}{Enter}`);
  assert.equal(
    lineRows().map((row) => row[2]),
    ["1", "1"],
    "the + counted one; the scan counted the variation, and Enter pressed nothing else",
  );
  assert.is(document.activeElement, scanField());
});

test("the confirmation names the short and over lines, and a line not counted is received as 0", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn, { twice: true });
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  const variation = lines.varied.variations[0]!;
  const [first] = screen.getAllByRole("button", { name: `One more of ${lines.plain.name}` });
  await user.click(first!);
  for (let i = 0; i < 3; i++)
    await user.click(screen.getByRole("button", { name: `One more of ${variation.name}` }));
  await user.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  const dialog = within(
    await screen.findByRole("dialog", {
      name: "Are you sure you want to mark this purchase order as received?",
    }),
  );
  assert.ok(dialog.getByText("2 lines short:"));
  assert.equal(
    dialog.getAllByRole("listitem").map((item) => item.textContent),
    [
      `${lines.plain.name}: 1 of 3`,
      `${lines.plain.name}: 0 of 1 (not counted, received as 0)`,
      `${variation.name}: 3 of 2`,
    ],
  );
  assert.ok(dialog.getByText("1 line over:"));
});

test("when every line matches, the confirmation says so", async () => {
  const { lines } = await openOrdered(RECEIVER, checkIn);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  for (const name of [lines.plain.name, lines.varied.variations[0]!.name])
    await user.click(screen.getByRole("button", { name: `Matches: ${name} counted as expected` }));
  await user.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  assert.ok(within(await screen.findByRole("dialog")).getByText("Every line matches the order."));
});

test.run();
