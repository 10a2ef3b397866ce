// Issue 12: a line's discount on the edit screen. It is typed with the order discount's grammar (D8),
// stored by the provider like the other cells, and the row's Line Total and the Details panel follow
// it; text the grammar does not understand is marked, said to count as $0.00, and not stored.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { virtualClock } from "../../../../mocks/faults/virtual-clock.ts";
import { formatCents } from "../../../../schema/format.ts";
import { editEnvironment, SPEC_DELAYS } from "./engine/environment.ts";
import {
  details,
  itemName,
  openEditor,
  statusLine,
  textbox,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";
import { columnTexts, rowRecord } from "../../../../test/table.ts";

const ITEMS = "Added Products";

/** The row of the items table whose discount is `input`, as {column: text}. */
const rowOf = (input: HTMLElement) => rowRecord(ITEMS, input);

/** The Line Totals on screen, summed in cents. */
const linesSum = () =>
  columnTexts(ITEMS, "Line Total").reduce(
    (sum, text) => sum + Math.round(Number(text.replace(/[$,]/g, "")) * 100),
    0,
  );

test("a line discount typed in the items table is stored, and its line and the totals follow", async () => {
  const { stored, provider, initial } = await openEditor();
  const index = initial.items.findIndex((item) => item.discount === "");
  const item = initial.items[index]!;
  const discount = () => textbox(`Discount of ${itemName(provider.store.db, item)}`);
  const gross = item.quantity * item.unitCostCents;
  assert.is(rowOf(discount())["Line Total"], formatCents(gross));
  const user = userEvent.setup();
  await user.type(discount(), "10%");
  // 10% of the whole line, rounded half up to the cent (D8).
  const total = gross - Math.floor((gross * 10 + 50) / 100);
  assert.is(rowOf(discount())["Line Total"], formatCents(total), "the line follows at once");
  assert.is(details()["Subtotal"], formatCents(linesSum()), "the lines add up to the previewed Subtotal");
  await untilStored(() => assert.is(stored().items[index]!.discount, "10%"));
  await screen.findByText("All changes saved");
  assert.is(rowOf(discount())["Line Total"], formatCents(total));
  assert.is(details()["Subtotal"], formatCents(linesSum()));

  await user.clear(discount());
  await user.type(discount(), " -5 ");
  await untilStored(() => assert.is(stored().items[index]!.discount, "-5"), 2000);
  assert.is(rowOf(discount())["Line Total"], formatCents(gross - 500));
});

test("a line discount the grammar does not understand is marked, counts as $0.00 and is not stored", async () => {
  // The edit queues wait on a virtual clock with the spec's delays: "nothing was sent" is checked once
  // the items delay has passed, exactly, and with no timer left that could still send.
  const clock = virtualClock();
  const { stored, provider, initial } = await openEditor("OPEN", editEnvironment({ timers: clock }));
  const index = initial.items.findIndex((item) => item.discount === "");
  const item = initial.items[index]!;
  const discount = () => textbox(`Discount of ${itemName(provider.store.db, item)}`);
  const user = userEvent.setup();
  for (const typed of ["5", "--5", "-5%", "101%", "ten"]) {
    await user.clear(discount());
    await user.type(discount(), typed);
    assert.is(discount().getAttribute("aria-invalid"), "true", typed);
    const described = discount().getAttribute("aria-describedby")!.split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    assert.ok(texts.includes("not understood, counts as $0.00"), `${typed}: ${texts.join(" | ")}`);
    assert.is(rowOf(discount())["Line Total"], formatCents(item.quantity * item.unitCostCents), typed);
  }
  await clock.advance(SPEC_DELAYS.items);
  assert.is(clock.next(), null, "no save waits to be sent");
  assert.is(stored().items[index]!.discount, "", "nothing not understood is stored");
  assert.match(statusLine().textContent!, /^Not saved: fix the marked fields\./);

  await user.clear(discount());
  await user.type(discount(), "-1.50");
  assert.is(discount().getAttribute("aria-invalid"), null);
  assert.not.ok(screen.queryByText("not understood, counts as $0.00"));
  await clock.advance(SPEC_DELAYS.items);
  await untilStored(() => assert.is(stored().items[index]!.discount, "-1.50"));
});

test.run();
