// Jump anywhere (issue 16 #5) in the demo build: the palette driven by the keyboard alone (an order
// found and its action run; Export CSV run on Suppliers, the file downloaded), a viewer's palette
// offering nothing about orders, axe on its open states, and the palette at the four widths
// (screenshots in .cache/palette-<width>.png, to look at).
import { readFile } from "node:fs/promises";
import * as assert from "uvu/assert";
import { PALETTE_TEXT } from "../src/features/palette/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { assertFocused } from "./a11y.ts";
import { checkA11y, journey, journeySuite } from "./harness.ts";
import { assertNoSidewaysScroll, assertReachable, screenshot } from "./layout-checks.ts";
import { press, signInByKeyboard } from "./keyboard-steps.ts";
import { seededStore } from "./seed.ts";
import { BUYER, DASHBOARD, openBarMenuBelowLg, OWNER, signInToDashboard, waitForText } from "./steps.ts";

const test = journeySuite("command palette");
const T = PALETTE_TEXT;
const PO = PURCHASE_ORDERS_TEXT;
const VIEWER = "viewer@example.com";

const palette = (page: import("playwright-core").Page) =>
  page.getByRole("dialog", { name: T.title, exact: true });
const settled = (page: import("playwright-core").Page) =>
  palette(page)
    .getByRole("status")
    .filter({ hasText: /^(\d+ results?|Nothing matches\.)$/ })
    .waitFor();

test("keyboard alone: Ctrl+K to an order by its number, its Mark As Ordered asked, ? for the shortcuts", async () => {
  const order = (await seededStore(BUYER)).orders.find((o) => o.status === "OPEN" && o.items.length > 0)!;
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);

    await press(page, "Control+k");
    await palette(page).waitFor(); // its code loads on the first Ctrl+K
    await assertFocused(page, "combobox", T.inputLabel, "after Ctrl+K");
    await page.keyboard.type(`PO-${order.id}`);
    await palette(page)
      .getByRole("option", { name: new RegExp(`^PO-${order.id}`) })
      .waitFor();
    await settled(page);
    await checkA11y(page, "palette with an order found");
    await press(page, "Enter");
    await page.getByRole("heading", { name: PO.detail.title(String(order.id)), level: 1 }).waitFor();
    await palette(page).waitFor({ state: "detached" });

    await press(page, "Control+k");
    await palette(page).waitFor();
    await page.keyboard.type("mark as");
    await settled(page);
    await press(page, "Enter");
    const confirm = page.getByRole("dialog").filter({ hasText: PO.transitions.markOrdered.confirm! });
    await confirm.waitFor();
    await press(page, "Escape");
    await confirm.waitFor({ state: "detached" });

    await press(page, "?");
    const shortcuts = page.getByRole("dialog", { name: T.shortcuts.title, exact: true });
    await shortcuts.waitFor();
    await checkA11y(page, "keyboard shortcuts");
    await press(page, "Escape");
    await shortcuts.waitFor({ state: "detached" });
  });
});

test("keyboard alone on Suppliers: Ctrl+K, export and Enter download the suppliers' CSV", async () => {
  const { suppliers } = await seededStore(BUYER);
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);
    await press(page, "Control+k");
    await palette(page).waitFor();
    await page.keyboard.type(SUPPLIERS_TEXT.title);
    await settled(page);
    await press(page, "Enter");
    await page.getByRole("heading", { name: SUPPLIERS_TEXT.title, level: 1 }).waitFor();
    await page.getByRole("button", { name: UI_TEXT.csvExport.button, exact: true }).waitFor();

    await press(page, "Control+k");
    await palette(page).waitFor();
    await page.keyboard.type("export");
    await settled(page);
    // The writer's code loads with this first export (D152).
    const [download] = await Promise.all([page.waitForEvent("download"), press(page, "Enter")]);
    assert.match(download.suggestedFilename(), /^suppliers-\d{4}-\d\d-\d\d\.csv$/);
    const text = (await readFile((await download.path())!)).toString("utf8");
    for (const supplier of suppliers) assert.ok(text.includes(supplier.name.split(",")[0]!), supplier.name);
  });
});

test("a viewer's palette offers no order screen, order or order action", async () => {
  const order = (await seededStore(VIEWER)).orders[0]!;
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, VIEWER);
    await press(page, "Control+k");
    await settled(page);
    const names = await palette(page).getByRole("option").allTextContents();
    assert.ok(names.includes("Suppliers"), names.join(", "));
    assert.not.ok(
      names.some((name) => /Purchase Order|Mark As|Create New PO/.test(name)),
      names.join(", "),
    );
    await page.keyboard.type(`PO-${order.id}`);
    await settled(page);
    const found = await palette(page).getByRole("option").allTextContents();
    assert.not.ok(
      found.some((name) => /^PO-|purchase order/i.test(name)),
      found.join(", "),
    );
  });
});

test("the palette at 390, 768, 1366 and 1920 px: reachable, no sideways scroll, axe clean", async () => {
  const order = (await seededStore(OWNER)).orders.find((o) => o.status === "OPEN" && o.items.length > 0)!;
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1366, 900],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(new URL(`purchase-orders/${order.id}`, demo.baseUrl).toString());
      await page.getByRole("heading", { name: PO.detail.title(String(order.id)), level: 1 }).waitFor();
      // Without a keyboard: the bar's button (in the Menu below lg).
      await openBarMenuBelowLg(page);
      const opener = page.getByRole("button", { name: T.button, exact: true });
      await assertReachable(page, opener, `the palette's button at ${width}`); // 44 px below md
      await opener.click();
      await palette(page).getByRole("combobox").fill("ma");
      await settled(page);
      await assertNoSidewaysScroll(page, `the palette at ${width}`);
      await checkA11y(page, `palette at ${width}`);
      await screenshot(page, "palette");
      await press(page, "Escape");
      await palette(page).waitFor({ state: "detached" });
    }
  });
});

test.run();
