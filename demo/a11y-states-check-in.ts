// How the accessibility sweep (a11y-sweep.journey.ts) brings Check In Delivery (issue 16) to a state: the
// owner's ORDERED order counted, an unknown code's alert, and the Mark As Received confirmation open.
// Nothing here confirms, so the order stays ORDERED for the rows after.
import { PATHS } from "../src/config/routes.ts";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { and, heading, openDialog, region, type Arrive } from "./a11y-sweep-kit.ts";

const T = CHECK_IN_TEXT;

export const checkIn: Arrive = async (sweep) => {
  const id = sweep.seed.orders.ORDERED;
  await sweep.go(PATHS.checkInPurchaseOrder(id));
  await heading(sweep.page, T.title(id)).waitFor();
  await region(sweep.page, T.lines).getByRole("textbox").first().waitFor();
};

export const unknownCode = and(checkIn, async (page) => {
  const field = page.getByRole("textbox", { name: T.scan, exact: true });
  await field.fill("NOT-ON-THIS-ORDER");
  await field.press("Enter");
  await page
    .getByRole("alert")
    .filter({ hasText: T.unknown("NOT-ON-THIS-ORDER") })
    .waitFor();
});

export const confirmation = and(
  checkIn,
  openDialog(T.confirm, PURCHASE_ORDERS_TEXT.transitions.markReceived.confirm),
);
