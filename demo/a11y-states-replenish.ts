// How the accessibility sweep (a11y-sweep.journey.ts) brings Replenish (issue 30 item 3, D228) to a state:
// the owner's store with a store target set, so its lines have a need and Draft Orders can be pressed, and
// the empty demo's 'tracks no products'. Nothing here drafts an order; the target is kept on the device,
// which each session's start clears.
import { PATHS } from "../src/config/routes.ts";
import { REPLENISH_TEXT } from "../src/features/replenish/strings.ts";
import { and, button, show } from "./a11y-sweep-kit.ts";

const T = REPLENISH_TEXT;

/** Replenish with a target of 60: the summary says what there is to order. */
export const withTarget = and(show(PATHS.replenish, T.title), async (page) => {
  await page.getByRole("spinbutton", { name: T.target.label, exact: true }).fill("60");
  await button(page, T.target.save).click();
  await page
    .getByRole("status")
    .filter({ hasText: / to order, on \d+ purchase orders?\.$/ })
    .waitFor();
});

/** The empty demo's Replenish: no tracked product. */
export const noProducts = and(show(PATHS.replenish, T.title), async (page) => {
  await page.getByText(T.empty, { exact: true }).waitFor();
});
