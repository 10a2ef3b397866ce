// The signed-in shell (issue 3) as each demo account meets it (D6, D22): links and routes by
// permission, the settings side menu, the store switcher, the greeting, menus and dialogs by keyboard,
// the toast regions, and axe on every screen and open popup.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { checkA11y, journey, journeySuite, reloadWhenQuiet } from "./harness.ts";
import { DASHBOARD, navLink, signIn, signInToDashboard, userMenuLines, waitForText } from "./steps.ts";

const test = journeySuite("signed-in shell journey");

const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

/** The "Inventory" links of an account that may see purchase orders (a viewer has all but that one). */
const INVENTORY = ["Dashboard", "Purchase Orders", "Suppliers", "Products", "Customers"];

/** The names of the links in the "Inventory" navigation, in order. */
const inventoryLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Inventory", exact: true }).getByRole("link").allInnerTexts();

const userMenuButton = (page: Page) => page.getByRole("button", { name: /^User menu for / });

/** Opens the user menu and returns its header text: full name, active store and role. */
async function openUserMenu(page: Page): Promise<string> {
  await userMenuButton(page).click();
  return (await userMenuLines(page)).join("\n");
}

/** Whether `locator` holds the keyboard focus. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

const greetingWord = (hour: number) => (hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening");

test("the owner has Switch Store, and Settings in the user menu opens a side menu with the store pages", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "owner@example.com");
    assert.ok(await page.getByRole("button", { name: "Switch Store", exact: true }).isVisible());
    assert.equal(await inventoryLinks(page), INVENTORY);

    await openUserMenu(page);
    await checkA11y(page, "the open user menu");
    await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
    const settings = page.getByRole("navigation", { name: "Settings", exact: true });
    await settings.waitFor();
    assert.is(new URL(page.url()).pathname, "/settings/account");
    assert.equal(await settings.getByRole("link").allInnerTexts(), [
      "My Account",
      "Store Information",
      "Users",
      "Store Roles",
      "Storefront Connections",
      "Plans",
      "Billing and Invoices",
    ]);
    await checkA11y(page, "the settings page with its side menu");
  }));

test("a buyer has a Purchase Orders link that opens the section, and no store switcher", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "buyer@example.com");
    assert.equal(await inventoryLinks(page), INVENTORY);
    assert.is(await page.getByRole("button", { name: "Switch Store", exact: true }).count(), 0);

    const link = navLink(page, "Purchase Orders");
    await link.click();
    await page.waitForURL((url) => url.pathname === "/purchase-orders");
    assert.is(await link.getAttribute("aria-current"), "page", "the current section is marked");
    assert.is(await link.evaluate((a) => getComputedStyle(a).fontWeight), "700", "and in bold");
    await page.getByRole("button", { name: "Create New PO", exact: true }).waitFor();
    assert.is(await page.getByRole("heading", { name: NOT_FOUND }).count(), 0);
  }));

test("a receiver has a Purchase Orders link", () =>
  journey("/login", async (demo) => {
    await signInToDashboard(demo, "receiver@example.com");
    assert.equal(await inventoryLinks(demo.page), INVENTORY);
  }));

test("a viewer has no Purchase Orders link, and /purchase-orders is the not-found page", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "viewer@example.com");
    assert.equal(await inventoryLinks(page), ["Dashboard", "Suppliers", "Products", "Customers"]);

    await page.goto(new URL("purchase-orders", demo.baseUrl).href);
    await waitForText(page, NOT_FOUND);
    await page.getByRole("heading", { level: 1, name: NOT_FOUND, exact: true }).waitFor();
    assert.ok(await page.getByRole("link", { name: "Back To Dashboard", exact: true }).isVisible());
    await checkA11y(page, "the not-found page");
  }));

test("an account without a store sees 'No Active Stores' and a user menu with Sign Out only", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signIn(demo, "newcomer@example.com");
    await waitForText(page, "No Active Stores");
    await page.getByRole("heading", { level: 1, name: "No Active Stores", exact: true }).waitFor();
    assert.match(await openUserMenu(page), "Nina Park");
    assert.equal(await page.getByRole("menuitem").allInnerTexts(), ["Sign Out"]);
  }));

test("the owner switches to Harbor Hardware in 'Availiable Stores' (sic) and the user menu shows it", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "owner@example.com");
    assert.match(await openUserMenu(page), "Maple Street Market");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Switch Store", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Availiable Stores", exact: true });
    await dialog.waitFor();
    // The list holds the other stores (spec section 2); the active one shows ticked above it (D164).
    assert.equal(await dialog.getByRole("list").getByRole("button").allInnerTexts(), [
      "Harbor Hardware",
      "Summit Outdoor Supply",
    ]);
    assert.match(await dialog.innerText(), "Maple Street Market (current store)");
    await checkA11y(page, "the open store switcher dialog");

    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Harbor Hardware", exact: true }).click();
    await reloaded;
    await waitForText(page, DASHBOARD);
    const header = await openUserMenu(page);
    assert.match(header, "Harbor Hardware");
    assert.match(header, "Store Owner");
  }));

/** Asserts the dashboard's h1 against the page's local hour, read before and after (it may turn meanwhile). */
async function assertGreetingMatchesHour(page: Page, firstName: string): Promise<number> {
  const hourNow = () => page.evaluate(() => new Date().getHours());
  const before = await hourNow();
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  const after = await hourNow();
  const expected = [before, after].map((hour) => `Good ${greetingWord(hour)}, ${firstName}!`);
  assert.ok(
    expected.includes(heading),
    `at ${before}h the greeting is "${heading}", expected ${expected[0]}`,
  );
  return before;
}

/** An IANA zone in which it is now `hour` o'clock. Etc/GMT-N is UTC+N (POSIX signs are inverted), N in -14..12. */
function zoneWhereItIs(hour: number): string {
  const offset = (hour - new Date().getUTCHours() + 24) % 24;
  const east = offset > 14 ? offset - 24 : offset;
  return east === 0 ? "Etc/GMT" : `Etc/GMT${east > 0 ? "-" : "+"}${Math.abs(east)}`;
}

test("the dashboard greets by the browser's local hour: morning before 12, afternoon before 18", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "buyer@example.com");
    await assertGreetingMatchesHour(page, "Ben");
    await checkA11y(page, "the dashboard");

    // Then on each side of both boundaries, by moving the browser to a time zone where it is that hour.
    const cdp = await demo.context.newCDPSession(page);
    for (const hour of [11, 12, 17, 18]) {
      await cdp.send("Emulation.setTimezoneOverride", { timezoneId: zoneWhereItIs(hour) });
      await reloadWhenQuiet(demo);
      await waitForText(page, DASHBOARD);
      const seen = await assertGreetingMatchesHour(page, "Ben");
      assert.ok([hour, (hour + 1) % 24].includes(seen), `the zone for ${hour}h gave ${seen}h`);
    }
  }));

test("Escape closes the user menu and the dialogs, focus goes back to their buttons; toasts sit bottom left", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, "owner@example.com");

    await openUserMenu(page);
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    assert.ok(await hasFocus(userMenuButton(page)), "focus back on the user menu button");

    for (const [button, title] of [
      ["Switch Store", "Availiable Stores"],
      ["Report an issue", "Report An Issue"],
    ]) {
      const opener = page.getByRole("button", { name: button, exact: true });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: title, exact: true });
      await dialog.waitFor();
      assert.ok(await dialog.evaluate((box) => box.contains(document.activeElement)), `focus in ${title}`);
      if (title === "Report An Issue") {
        assert.ok(await dialog.getByPlaceholder("Describe your issue here.").isVisible());
        await checkA11y(page, "the open Report An Issue dialog");
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.ok(await hasFocus(opener), `focus back on ${button}`);
    }

    // The toast regions are in the page before any toast, so screen readers announce what arrives.
    const polite = page.getByRole("status", { name: "Notifications", exact: true });
    assert.is(await polite.getAttribute("aria-live"), "polite");
    assert.is(await page.locator('[aria-live="assertive"]').count(), 1);
    const place = await polite.evaluate((region) => {
      const box = getComputedStyle(region.parentElement!);
      return { position: box.position, left: box.left, bottom: box.bottom };
    });
    assert.equal(place, { position: "fixed", left: "16px", bottom: "16px" });
  }));

test.run();
