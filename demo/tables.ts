// Reading the app's data tables and paged lists (spec section 2) in the journeys: a table by its name,
// its rows as {header: cell text}, the range line under a paged list and its page size.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";

/** A data table by its name (the region around it carries the table's caption). */
export const table = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Waits until every table on the page has its rows (none is aria-busy) and no loading line shows. */
export async function tablesSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector("table") && !document.querySelector('table[aria-busy="true"], p.loading'),
    undefined,
    { polling: "raf" },
  );
}

/**
 * The body rows of a table as {header: cell text}; an empty table ('No Data In Table') gives []. With
 * `columns`, the rows are typed to hold them, and a table without one of them fails the journey here.
 */
export async function readRows(region: Locator): Promise<Record<string, string>[]>;
export async function readRows<C extends string>(
  region: Locator,
  columns: readonly C[],
): Promise<Record<C, string>[]>;
export async function readRows(region: Locator, columns: readonly string[] = []) {
  const { headers, rows } = await region.locator("table").evaluate((element) => {
    const headers = [...element.querySelectorAll("thead th")].map((th) => th.textContent!.trim());
    const rows = [...element.querySelectorAll("tbody tr")]
      .filter((tr) => tr.children.length === headers.length)
      .map((tr) =>
        Object.fromEntries(
          [...tr.children].map((td, i) => [headers[i], (td as HTMLElement).innerText.trim()]),
        ),
      );
    return { headers, rows };
  });
  const missing = columns.filter((column) => !headers.includes(column));
  assert.equal(missing, [], `columns missing from the table (it has ${headers.join(", ")})`);
  return rows;
}

/** Every term/value pair of the description lists inside `scope`, as {term: value}. */
export function readFacts(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll("dt")].map((dt) => [
        dt.textContent!.trim(),
        (dt.nextElementSibling as HTMLElement).innerText.trim(),
      ]),
    ),
  );
}

/** The pagination under the list of `itemName` ("Products"). */
export const pager = (page: Page, itemName: string) =>
  page.getByRole("navigation", { name: `${itemName} pages`, exact: true });

/** A range line's text: "26-40 of 40 Products". */
export const range = (from: number, to: number, total: number, itemName: string) =>
  `${from}-${to} of ${total} ${itemName}`;

/** Waits until the list's range line reads `range` ("26-40 of 40 Products") and its rows are in. */
export async function waitForRangeText(page: Page, itemName: string, range: string): Promise<void> {
  await page.waitForFunction(
    ([label, wanted]) =>
      document.querySelector(`nav[aria-label="${label}"] [role="status"]`)?.textContent === wanted &&
      !document.querySelector('table[aria-busy="true"]'),
    [`${itemName} pages`, range] as const,
    { polling: "raf" },
  );
}

/** The range line as numbers: "26-40 of 40 Products" -> [26, 40, 40]. */
export async function readRange(page: Page, itemName: string): Promise<[number, number, number]> {
  const text = await pager(page, itemName).getByRole("status").innerText();
  const match = new RegExp(`^(\\d+)-(\\d+) of (\\d+) ${itemName}$`).exec(text);
  assert.ok(match, `the range line "${text}" reads "{from}-{to} of {total} ${itemName}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export async function choosePageSize(page: Page, itemName: string, size: number): Promise<void> {
  await pager(page, itemName)
    .getByRole("combobox", { name: "Rows per page", exact: true })
    .selectOption(String(size));
}

/**
 * The list of `itemName` at 100 a page, so the whole of it (no more than 100) is on the first page;
 * waits until its range line reads "1-{total} of {total}" (whatever the total is by then) with its rows
 * in, and returns its table.
 */
export async function wholeList(page: Page, itemName: string): Promise<Locator> {
  await tablesSettled(page);
  await choosePageSize(page, itemName, 100);
  await page.waitForFunction(
    (label) => {
      const text = document.querySelector(`nav[aria-label="${label} pages"] [role="status"]`)?.textContent;
      const whole = new RegExp(`^(?:1-(\\d+) of \\1|0-0 of 0) ${label}$`);
      return whole.test(text ?? "") && !document.querySelector('table[aria-busy="true"]');
    },
    itemName,
    { polling: "raf" },
  );
  return table(page, itemName);
}
