// List filters, page and page size in the URL (issue 12) in Chromium: on the order list a filter, a
// page size and a page survive a reload, and the Back button walks back through them one by one to
// the plain list.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { checkA11y, journey, journeySuite, reloadWhenQuiet } from "./harness.ts";
import { navLink, OWNER, signInToDashboard } from "./steps.ts";
import { choosePageSize, pager, readRange, readRows, table, tablesSettled } from "./tables.ts";

const test = journeySuite("URL-kept list filters");

const LIST = "Purchase Orders";
const STATUSES = ["OPEN", "ORDERED", "RECEIVED", "CLOSED"];

const chip = (page: Page, status: string) =>
  page.getByRole("group", { name: "Status", exact: true }).getByRole("button", { name: status, exact: true });

/** What the list shows: the chips pressed, the page size, the range line and the PO numbers. */
async function shown(page: Page) {
  await tablesSettled(page);
  const pressed: string[] = [];
  for (const status of STATUSES)
    if ((await chip(page, status).getAttribute("aria-pressed")) === "true") pressed.push(status);
  return {
    pressed,
    size: await pager(page, LIST).getByRole("combobox", { name: "Rows per page", exact: true }).inputValue(),
    range: await readRange(page, LIST),
    orders: (await readRows(table(page, LIST))).map((row) => row["PO Number"]),
  };
}

test("a filter, a page size and a page survive a reload, and Back walks them back to the plain list", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    await navLink(page, LIST).click();
    const plain = await shown(page);
    assert.equal(plain.pressed, STATUSES);

    await chip(page, "CLOSED").click();
    const filtered = await shown(page);
    assert.equal(filtered.pressed, ["OPEN", "ORDERED", "RECEIVED"]);
    await choosePageSize(page, LIST, 10);
    await page.waitForFunction(() => document.querySelector("tbody")?.children.length === 10);
    const sized = await shown(page);
    assert.is(sized.range[1], 10, "ten a page");
    await pager(page, LIST).getByRole("button", { name: "Next page", exact: true }).click();
    await page.waitForFunction(() =>
      (document.querySelector("nav [role=status]")?.textContent ?? "").startsWith("11-"),
    );
    const second = await shown(page);
    assert.equal(second.range.slice(0, 2), [11, Math.min(20, second.range[2])]);

    await reloadWhenQuiet(demo);
    assert.equal(await shown(page), second, "after the reload");
    await checkA11y(page, "the order list opened from a link with a filter, size and page");

    for (const [before, what] of [
      [sized, "page 1 at 10 a page"],
      [filtered, "the filter at 5 a page"],
      [plain, "the plain list"],
    ] as const) {
      await page.goBack();
      await page.waitForFunction(
        (range) => document.querySelector("nav [role=status]")?.textContent?.startsWith(range),
        `${before.range[0]}-${before.range[1]} of ${before.range[2]}`,
      );
      assert.equal(await shown(page), before, `Back to ${what}`);
    }
    assert.is(new URL(page.url()).search, "", "the plain list has a plain URL");
  }));

test.run();
