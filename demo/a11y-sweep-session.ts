// The accessibility sweep's one browser tab (a11y-sweep.journey.ts): the rows run in order in it,
// grouped by session. Each session starts from cleared local storage with a full load that sets the
// demo's parameters, and signs in; each row then opens its path in the app, as a link would, and brings
// the screen to its state. A row that leaves something in local storage (another application, a
// pending invite) goes last in its session.
import type { Page } from "playwright-core";
import { PATHS } from "../src/config/routes.ts";
import { NO_STORES_TEXT } from "../src/app/strings.ts";
import { DASHBOARD_TEXT } from "../src/features/dashboard/strings.ts";
import type { SeedFacts, Session, Status, Sweep } from "./a11y-sweep-kit.ts";
import { openDemo } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { NEWCOMER, OWNER, signIn, waitForText } from "./steps.ts";

async function seedFacts(): Promise<SeedFacts> {
  const { orders, suppliers, products, customers } = await seededStore(OWNER);
  const mailable = new Set(suppliers.flatMap((s) => (s.email ? [s.id] : [])));
  const order = (status: Status) =>
    String(
      orders.find(
        (o) => o.status === status && o.items.length > 0 && o.vendorId !== null && mailable.has(o.vendorId),
      )!.id,
    );
  return {
    orders: {
      OPEN: order("OPEN"),
      ORDERED: order("ORDERED"),
      RECEIVED: order("RECEIVED"),
      CLOSED: order("CLOSED"),
    },
    supplier: String(suppliers[0]!.id),
    product: String(products[0]!.id),
    productSku: products.find((p) => p.isInventoryTracking && p.variations.length === 0)!.sku,
    customer: String(customers[0]!.id),
  };
}

/** Opens the demo at the sign-in screen and reads the seed's ids: the tab every row runs in. */
export async function openSweep(): Promise<Sweep> {
  const demo = await openDemo(PATHS.login);
  const seed = await seedFacts();
  const go = async (to: string) => {
    const { page } = demo;
    if (to.includes("?")) {
      await page.goto(new URL(to.replace(/^\//, ""), demo.baseUrl).href);
      return;
    }
    // In the app, as a link does (wouter follows history.pushState): a full load per row would take
    // most of the run. Escape first closes a dialog or menu of the bar, which stays across pages. The
    // detour (the not-found page when signed in) makes a screen start afresh even when the row before
    // ended on the same path; it must render before the next step, or React only ever sees `path`.
    if (await page.locator('[role="dialog"], [role="menu"]').count()) await page.keyboard.press("Escape");
    await page.evaluate(async (path) => {
      history.pushState(null, "", "/__sweep__");
      // Two frames: React has rendered the detour by the second. (No named function: the loader
      // would wrap it in a helper the page does not have.)
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      history.pushState(null, "", path);
    }, to);
  };
  return { demo, page: demo.page, seed, go };
}

let session: Session | undefined;

/** Clears local storage (as signing out does), applies the session's demo parameters and signs in. */
export async function enter({ demo, page, go }: Sweep, next: Session): Promise<void> {
  if (session === next) return;
  await page.evaluate(() => localStorage.clear());
  await go(`${PATHS.login}?offline=0${next === "owner, empty demo" ? "&scale=empty" : ""}`);
  if (!next.startsWith("signed out")) {
    const owner = next.startsWith("owner");
    await signIn(demo, owner ? OWNER : NEWCOMER);
    await waitForText(page, owner ? DASHBOARD_TEXT.prompt : NO_STORES_TEXT.title);
  }
  // Last, so that signing in gets through. The faults then last in this tab until turned off.
  if (next.endsWith("offline")) await go("/?offline=1");
  session = next;
}

/** Waits until nothing on the page is loading: no busy table or list, no loading line. */
export const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .loading'), null, {
    polling: "raf",
  });
