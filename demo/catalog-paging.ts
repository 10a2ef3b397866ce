// Paging through the catalogue's lists (spec section 2) for catalog.journey.ts: the products and the
// customers lists page the same way, so one walk checks both, and records what the range line (a live
// region) announced on the way, for the journey to compare with what it should have read.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import {
  choosePageSize,
  pager,
  range,
  readRange,
  readRows,
  table,
  tablesSettled,
  waitForRangeText,
} from "./tables.ts";

const pageButton = (page: Page, itemName: string, name: "Previous page" | "Next page") =>
  pager(page, itemName).getByRole("button", { name, exact: true });

/**
 * Starts recording every text the range line shows (it is a live region: each one is announced).
 * The returned function gives them in order, repeats dropped.
 */
async function recordRanges(page: Page, itemName: string): Promise<() => Promise<string[]>> {
  const key = `ranges:${itemName}`;
  await page.evaluate(
    ([label, key]) => {
      const line = document.querySelector(`nav[aria-label="${label}"] [role="status"]`)!;
      const seen: string[] = [line.textContent!];
      (window as unknown as Record<string, string[]>)[key] = seen;
      new MutationObserver(() => {
        if (line.textContent !== seen.at(-1)) seen.push(line.textContent!);
      }).observe(line, { subtree: true, childList: true, characterData: true });
    },
    [`${itemName} pages`, key] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, key);
}

/**
 * Pages through a list of at least two pages at its default size and at 10 a page, checking the range
 * line, the row count, the buttons' states and that Previous brings back the same rows. Returns the
 * ranges the line should have read, in order, and those it did read, for the caller to compare.
 */
export async function pageThrough(
  page: Page,
  itemName: string,
  defaultSize: number,
): Promise<{ expected: string[]; shown: string[] }> {
  const expected: string[] = [];
  const waitForRange = (text: string) => (expected.push(text), waitForRangeText(page, itemName, text));
  const rows = () => readRows(table(page, itemName));
  const ids = async () => (await rows()).map((row) => row.ID);
  const next = pageButton(page, itemName, "Next page");
  const previous = pageButton(page, itemName, "Previous page");

  await tablesSettled(page);
  const [, , total] = await readRange(page, itemName);
  const ranges = await recordRanges(page, itemName);
  await waitForRange(range(1, defaultSize, total, itemName));
  assert.ok(total > defaultSize, `${itemName}: ${total} rows make more than one page of ${defaultSize}`);
  const firstPage = await ids();
  assert.is(firstPage.length, defaultSize);
  assert.ok(await previous.isDisabled(), "no previous page on the first");

  await next.click();
  const secondEnd = Math.min(2 * defaultSize, total);
  await waitForRange(range(defaultSize + 1, secondEnd, total, itemName));
  const secondPage = await ids();
  assert.is(secondPage.length, secondEnd - defaultSize);
  assert.ok(!secondPage.some((id) => firstPage.includes(id)), "the next page shows other rows");
  assert.ok(await previous.isEnabled());

  await previous.click();
  await waitForRange(range(1, defaultSize, total, itemName));
  assert.equal(await ids(), firstPage, "Previous brings back the first page");

  await choosePageSize(page, itemName, 10);
  await waitForRange(range(1, 10, total, itemName));
  assert.is((await rows()).length, 10, "10 rows per page shows 10 rows");
  assert.equal(await ids(), firstPage.slice(0, 10), "from the start of the list");
  await next.click();
  await waitForRange(range(11, 20, total, itemName));
  assert.is((await rows()).length, 10);

  // To the last page: Next is disabled there and the range ends at the total.
  const lastFrom = Math.floor((total - 1) / 10) * 10 + 1;
  for (let from = 21; from <= lastFrom; from += 10) {
    await next.click();
    await waitForRange(range(from, Math.min(from + 9, total), total, itemName));
  }
  assert.ok(await next.isDisabled(), "no next page on the last");
  assert.is((await rows()).length, total - lastFrom + 1);
  return { expected, shown: await ranges() };
}
