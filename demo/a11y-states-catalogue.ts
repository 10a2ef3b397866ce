// How the accessibility sweep (a11y-sweep.journey.ts) brings ordering from the catalogue (issue 16, D79)
// to a state: the products below N in stock with two lines picked and a target typed, and the same
// with a filter and a target that are not understood. Nothing here creates an order.
import type { Page } from "playwright-core";
import { PATHS } from "../src/config/routes.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { and, list } from "./a11y-sweep-kit.ts";

const T = PRODUCTS_TEXT;

const tray = (page: Page) => page.getByRole("region", { name: T.order.title, exact: true });

/** Below 30 in stock, the first two lines picked, a target of 40. */
export const picked = and(list(PATHS.products, T.title), async (page) => {
  await page.getByRole("spinbutton", { name: T.filter.label, exact: true }).fill("30");
  await page.getByRole("button", { name: T.filter.apply, exact: true }).click();
  const boxes = page.getByRole("region", { name: T.filter.caption(30), exact: true }).getByRole("checkbox");
  await boxes.first().check();
  await boxes.nth(1).check();
  await tray(page).getByRole("spinbutton", { name: T.order.target, exact: true }).fill("40");
});

/** A target of 1.5 and a filter of 0: both marked, each with its hint. */
export const notUnderstood = and(picked, async (page) => {
  await tray(page).getByRole("spinbutton", { name: T.order.target, exact: true }).fill("1.5");
  await tray(page).getByText(T.order.targetInvalid).waitFor();
  await page.getByRole("spinbutton", { name: T.filter.label, exact: true }).fill("0");
  await page.getByRole("button", { name: T.filter.apply, exact: true }).click();
  await page.getByText(T.filter.invalid).waitFor();
});

/** Extension 'reorder' (D245, D247): the first product's Set opens its reorder levels dialog. Nothing is saved. */
export const reorderLevels = and(list(PATHS.products, T.title), async (page) => {
  await page
    .getByRole("button", { name: /^Set reorder levels of / })
    .first()
    .click();
  await page.getByRole("dialog", { name: /^Reorder Levels: / }).waitFor();
});
