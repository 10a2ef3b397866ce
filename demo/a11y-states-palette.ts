// The axe sweep's states of the command palette and the shortcuts list (issue 16 #5): opened from the
// keyboard, with results in several groups, and on an order's view with its actions.
import { PALETTE_TEXT } from "../src/features/palette/strings.ts";
import { and, dialog, type Arrive } from "./a11y-sweep-kit.ts";
import { dashboard } from "./a11y-states-account.ts";
import { orderView } from "./a11y-states-stock.ts";

const T = PALETTE_TEXT;

/** Ctrl+K, then `text` typed, waiting until the lookups for it have answered. */
const palette = (first: Arrive, text: string): Arrive =>
  and(first, async (page) => {
    await page.keyboard.press("Control+k");
    const box = dialog(page, T.title);
    await box.getByRole("combobox").fill(text);
    await box
      .getByRole("status")
      .filter({ hasText: /\d+ results?$/ })
      .waitFor();
  });

export const paletteResults = palette(dashboard, "ma");
export const paletteOrderActions = palette(orderView("OPEN"), "");
export const shortcuts = and(dashboard, async (page) => {
  await page.keyboard.press("?");
  await dialog(page, T.shortcuts.title).waitFor();
});
