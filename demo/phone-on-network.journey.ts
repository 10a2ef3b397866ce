// The demo opened from another device on the network (README, "Open the demo on a phone"): served on
// 0.0.0.0 and opened at this machine's network address, a page that is not a secure context, so it has
// no `crypto.subtle` or `crypto.randomUUID` (D191). A buyer signs in on a phone-sized screen, the
// session survives a reload (the token checked again), and a new order is stored.
import * as assert from "uvu/assert";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { startServer } from "../scripts/serve.mjs";
import { buildDemoOnce, launchBrowser } from "./builds.ts";
import { assertNoErrors, journeySuite, reloadWhenQuiet, watchedPage } from "./harness.ts";
import { createOrder } from "./orders-steps.ts";
import { BUYER, DASHBOARD, navLink, openBarMenuBelowLg, signInToDashboard, waitForText } from "./steps.ts";

const test = journeySuite("phone on the network journey");

test("a buyer signs in and creates an order at the demo's network address (no secure context)", async () => {
  const { dir } = await buildDemoOnce("/");
  const server = await startServer({ dir, port: 0, host: "0.0.0.0", quiet: true });
  try {
    const [address] = server.networkUrls;
    if (!address) return console.log("  skipped: this machine has no network address besides loopback");
    const context = await (
      await launchBrowser()
    ).newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(10_000);
    const demo = await watchedPage(context, address);
    try {
      const { page } = demo;
      await page.goto(new URL("login", address).href);
      assert.is(await page.evaluate(() => isSecureContext), false, "the page is not a secure context");
      await signInToDashboard(demo, BUYER);
      await reloadWhenQuiet(demo);
      await waitForText(page, DASHBOARD);
      await openBarMenuBelowLg(page);
      await navLink(page, PURCHASE_ORDERS_TEXT.title).click();
      const id = await createOrder(page);
      await reloadWhenQuiet(demo);
      await page.getByRole("heading", { level: 1, name: new RegExp(`#${id}$`) }).waitFor();
      await assertNoErrors(demo);
    } finally {
      await demo.close();
    }
  } finally {
    await server.close();
  }
});

test.run();
