// What the layout journey (layout.journey.ts) asserts on a screen as a user sees it (issue 12): no sideways
// page scroll, a control on screen and topmost where a finger or pointer lands on it, a table not clipped.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";

/**
 * No sideways page scroll. Against the viewport's own width, not innerWidth: a touch browser zooms out to
 * fit a page that is too wide, and innerWidth grows with it.
 */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${where}: the page is ${scrollWidth} px wide in a ${width} px viewport`);
}

/** Phones and tablets (below lg): every control a finger can hit is 44 px each way at least. */
export const TOUCH_BELOW = 1024;

/**
 * Every control shown on the page is a 44 px target (WCAG 2.5.5) or sits in a label that is (a checkbox
 * in its chip). A link inside a sentence is exempt, as the CSS makes it (styles.css, "touch"); one that
 * stands alone in a paragraph is not.
 */
export async function assertTouchTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, select, input:not([type=hidden]), textarea, [role=button], [role=menuitem]",
    );
    const out: string[] = [];
    for (const control of controls) {
      if (control.closest("[hidden], [inert], .visually-hidden, .skip-link")) continue;
      // A link inside a sentence (its paragraph has words of its own) is read as part of the text.
      const sentence = control.closest("p");
      if (sentence && [...sentence.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        continue;
      const box = (control.closest("label") ?? control).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30) ?? "";
        out.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return out;
  });
  assert.equal(small, [], `${where}: controls under 44 px`);
}

/** Issue 27: a list row on a phone is two compact lines, never a card. */
const PHONE_ROW_MAX = 120;

/**
 * Every row of every list on the page (DataTable's `list`, shown as rows below md) is at most
 * PHONE_ROW_MAX px tall, and with `expected` there is at least one such row (the screen is a list).
 */
export async function assertCompactRows(page: Page, where: string, expected: boolean): Promise<void> {
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".list-table:not(.all-columns) tbody tr")]
      // The edit screen's lines hold three inputs each: assertEditLines holds them to their own height.
      .filter((row) => !row.closest("[aria-hidden=true], .edit-lines"))
      .map((row) => ({ text: row.innerText.replace(/\s+/g, " ").slice(0, 40), height: row.offsetHeight })),
  );
  if (expected) assert.ok(rows.length > 0, `${where}: no list rows`);
  const tall = rows.filter((row) => row.height > PHONE_ROW_MAX).map((r) => `${r.text}: ${r.height} px`);
  assert.equal(tall, [], `${where}: list rows over ${PHONE_ROW_MAX} px on a phone`);
}

/** Issue 27 (D198): an edit screen's line on a phone is a compact block (name, codes, inputs, total). */
const EDIT_LINE_MAX = 200;

/** The edit screen's order lines (item-table.tsx) on a phone: there are some, each at most EDIT_LINE_MAX px. */
export async function assertEditLines(page: Page, where: string): Promise<void> {
  const lines = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".edit-lines .list-table:not(.all-columns) tbody tr")].map(
      (row) => ({ text: row.innerText.replace(/\s+/g, " ").slice(0, 40), height: row.offsetHeight }),
    ),
  );
  assert.ok(lines.length > 0, `${where}: no order lines`);
  const tall = lines.filter((line) => line.height > EDIT_LINE_MAX).map((l) => `${l.text}: ${l.height} px`);
  assert.equal(tall, [], `${where}: order lines over ${EDIT_LINE_MAX} px on a phone`);
}

/**
 * `control` is inside the viewport (scrolled to vertically, as a user would) and nothing covers its centre:
 * document.elementFromPoint there is the control or inside it. On touch widths it is also at least
 * 44 px each way.
 */
export async function assertReachable(page: Page, control: Locator, where: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const { width, height } = page.viewportSize()!;
  const seen = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const top = hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing";
    return {
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      w: box.width,
      h: box.height,
      topmost: !!hit && element.contains(hit),
      hit: top,
    };
  });
  const name = `${where}: ${control}`;
  assert.ok(
    seen.left >= 0 && seen.right <= width,
    `${name} is off screen sideways (${seen.left}..${seen.right} of ${width})`,
  );
  assert.ok(
    seen.top >= 0 && seen.bottom <= height,
    `${name} is off screen (${seen.top}..${seen.bottom} of ${height})`,
  );
  assert.ok(seen.topmost, `${name} is covered at its centre by ${seen.hit}`);
  if (width < TOUCH_BELOW)
    assert.ok(
      seen.w >= 44 && seen.h >= 44,
      `${name} is ${Math.round(seen.w)} x ${Math.round(seen.h)} px, under 44`,
    );
}

/** The table inside `region` shows every column: it has nothing to scroll to. */
export async function assertNotClipped(region: Locator, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await region.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  assert.ok(
    scrollWidth <= clientWidth,
    `${where}: the table is ${scrollWidth} px wide in its ${clientWidth} px box`,
  );
}

/** With LAYOUT_SCREENSHOTS=dir, the whole page (below the fold too) as a PNG there; otherwise nothing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.LAYOUT_SCREENSHOTS;
  if (!dir) return;
  const { width, height } = page.viewportSize()!;
  await page.screenshot({
    path: `${dir}/${width}x${height}-${name.replace(/\W+/g, "-")}.png`,
    fullPage: true,
  });
}

/**
 * Issue 27 (D173): at most one solid (primary) button on the screen, so the way on is never in doubt. An
 * open modal dialog is the screen while it is open; what is hidden or inert does not count.
 */
export async function assertOneSolidAction(page: Page, where: string): Promise<void> {
  const solid = await page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"][aria-modal="true"]') ?? document.body;
    return [...scope.querySelectorAll<HTMLElement>(".button.primary")]
      .filter((element) => {
        if (element.closest("[hidden], [inert], [aria-hidden='true']")) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      })
      .map((element) => element.textContent?.trim() ?? "");
  });
  assert.ok(solid.length <= 1, `${where}: ${solid.length} solid buttons (${solid.join(", ")})`);
}

/**
 * Issue 27 (D173): `control` is the screen's main action: in the first screenful, before any scroll (and
 * topmost, a 44 px target on touch widths, as assertReachable says), and the screen's one solid button.
 */
export async function assertMainAction(page: Page, control: Locator, where: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const { height } = page.viewportSize()!;
  const box = await control.boundingBox();
  assert.ok(box, `${where}: ${control} is not shown`);
  assert.ok(
    box!.y >= 0 && box!.y + box!.height <= height,
    `${where}: ${control} is not in the first ${height} px (${Math.round(box!.y)}..${Math.round(box!.y + box!.height)})`,
  );
  await assertReachable(page, control, where);
  assert.ok(
    await control.evaluate((element) => element.classList.contains("primary")),
    `${where}: ${control} is not the solid button`,
  );
  await assertOneSolidAction(page, where);
}
