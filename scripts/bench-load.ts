// What a demo user waits for (docs/ARCHITECTURE.md, Budgets, issue 15), in headless Chromium on localhost:
// - cold: a signed-in buyer opens /purchase-orders in a fresh context (no storage or cache);
// - warm: a new page load of the same URL in that context (worker registered, store saved, cache full);
// - in-app waits, on that warm page: the list to an order's view and to its edit screen (first visits),
//   the list's next page, and a product search's options once the debounce has passed;
// - the floor: a static HTML table, the least any page can cost here.
// Each figure is navigation start (or the user's action) to what the user waits for, checked every
// frame. Sites are measured in interleaved rounds, so a busy machine slows them alike.
//
//   node --import ./scripts/node-loader.mjs scripts/bench-load.ts [--rounds 5] [dir ...]
//
// With folders (built demos), compares them and prints a table of medians; without, builds the demo,
// and prints one JSON line of rows with their budgets for scripts/bench.mjs.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildDemoOnce, closeAll, launchBrowser } from "../demo/builds.ts";
import { watchedPage, whenQuiet } from "../demo/harness.ts";
import { BUYER, signIn } from "../demo/steps.ts";
import { SPEC_DELAYS } from "../src/features/purchase-orders/edit/engine/environment.ts";
import { median } from "./median.mjs";
import { startServer, type RunningServer } from "./serve.mjs";

type Figures = Record<string, number>;

const FIRST_ROW_MARK = "bench: first row at ";

/**
 * Run in every page before its own scripts: tells the console the page's clock on the first frame a
 * row shows. Asking the page instead (waitForFunction, evaluate) makes playwright evaluate its injected
 * script there first, a task of about 140 ms on the main thread in the middle of the load measured
 * (D114). A string, as the loader's function names (`__name`) do not exist in the page.
 */
const NOTE_FIRST_ROW = `(() => {
  const check = () => {
    if (document.querySelector("table tbody tr td")) console.debug("${FIRST_ROW_MARK}" + performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Opens `url` in `page`; resolves with the page's clock on the first frame a row showed, as it told. */
async function loadToFirstRow(page: Page, url: string): Promise<number> {
  const told = page.waitForEvent("console", {
    predicate: (message) => message.text().startsWith(FIRST_ROW_MARK),
    timeout: 15_000,
  });
  await page.goto(url, { waitUntil: "commit" });
  return Number((await told).text().slice(FIRST_ROW_MARK.length));
}

/** The page's clock when `ready` first holds, checked every frame. */
async function whenShown(page: Page, ready: string): Promise<number> {
  const handle = await page.waitForFunction(
    (test) => new Function(`return (${test})`)() && performance.now(),
    ready,
    { polling: "raf", timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from clicking `selector` (the user's action, in the page) until `ready` holds. */
async function afterClick(page: Page, selector: string, ready: string): Promise<number> {
  const started = await page.evaluate((s) => {
    const target = document.querySelector<HTMLElement>(s);
    if (!target) throw new Error(`nothing matches ${s}`);
    const now = performance.now();
    target.click();
    return now;
  }, selector);
  return (await whenShown(page, ready)) - started;
}

/** Milliseconds from the product search's debounce running out until its options show. */
async function afterSearch(page: Page, text: string): Promise<number> {
  const typed = await page.evaluate((value) => {
    const box = document.querySelector<HTMLInputElement>('main [role="combobox"]');
    if (!box) throw new Error("no product search on the page");
    // As typing does: React listens for input events and reads the value through its own setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, value);
    box.dispatchEvent(new Event("input", { bubbles: true }));
    return performance.now();
  }, text);
  return (await whenShown(page, `document.querySelector('[role="option"]')`)) - typed - SPEC_DELAYS.search;
}

const LIST_READY = `document.querySelector("table:not([aria-busy]) tbody tr td")`;
const FIRST_ROW_TEXT = `document.querySelector("table tbody tr")?.textContent`;

/** One round of one demo: cold load, warm load, then the in-app waits on the warm page. */
async function demoRound(browser: Browser, url: string, session: StorageState): Promise<Figures> {
  // The signed-in user's storage (their session and the demo's IndexedDB store, whose epoch the token
  // names), with nothing cached yet: a returning user's cold load.
  const context = await browser.newContext({ storageState: session });
  await context.addInitScript(NOTE_FIRST_ROW);
  try {
    const figures: Figures = {};
    const cold = await context.newPage();
    figures.cold = await loadToFirstRow(cold, `${url}purchase-orders`);
    // Let the first load finish what it started (its writes included) before the warm one.
    await cold.waitForLoadState("networkidle");
    await cold.close();
    const page = await context.newPage();
    figures.warm = await loadToFirstRow(page, `${url}purchase-orders`);
    await whenShown(page, LIST_READY);
    const before = await page.evaluate(FIRST_ROW_TEXT);
    figures.nextPage = await afterClick(
      page,
      ".pagination button:last-of-type",
      `${LIST_READY} && ${FIRST_ROW_TEXT} !== ${JSON.stringify(before)}`,
    );
    figures.view = await afterClick(
      page,
      `tbody a[href*="/purchase-orders/"]:not([href$="/modify"])`,
      `document.querySelector("main.purchase-order-view")`,
    );
    await page.goBack();
    await whenShown(page, LIST_READY);
    figures.edit = await afterClick(
      page,
      `tbody a[href$="/modify"]`,
      `document.querySelector("main.po-edit-page")`,
    );
    figures.search = await afterSearch(page, "e");
    return figures;
  } finally {
    await context.close();
  }
}

/** The floor: a static HTML table served the same way, cold then warm. */
async function floorRound(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext();
  await context.addInitScript(NOTE_FIRST_ROW);
  try {
    const cold = await context.newPage();
    const coldMs = await loadToFirstRow(cold, url);
    await cold.close();
    const warm = await context.newPage();
    return { cold: coldMs, warm: await loadToFirstRow(warm, url) };
  } finally {
    await context.close();
  }
}

async function serveFloor(): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "floor-"));
  const rows = Array.from({ length: 5 }, (_, i) => `<tr><td>${i + 1}</td><td>Order</td></tr>`).join("");
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>floor</title></head><body><table><tbody>${rows}</tbody></table></body></html>`,
  );
  return startServer({ dir, port: 0, base: "/", quiet: true });
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * A signed-in buyer's storage, from signing in once on `url`: localStorage and the demo's IndexedDB
 * store too, as a token is good only for the store (its epoch) that issued it.
 */
async function signedIn(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext();
  const demo = await watchedPage(context, url);
  await demo.page.goto(`${url}login`);
  await signIn(demo, BUYER);
  await whenQuiet(demo);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** Measures each site `rounds` times, interleaved, in rotating order; medians per site and figure. */
async function measureSites(urls: Record<string, string>, rounds: number) {
  const browser = await launchBrowser();
  const floor = await serveFloor();
  const sessions = new Map<string, StorageState>();
  for (const [name, url] of Object.entries(urls)) sessions.set(name, await signedIn(browser, url));
  const names = [...Object.keys(urls), "floor"];
  const samples = new Map<string, Figures[]>(names.map((name) => [name, []]));
  try {
    for (let round = 0; round < rounds; round++)
      for (let i = 0; i < names.length; i++) {
        const name = names[(round + i) % names.length]!;
        samples
          .get(name)!
          .push(
            name === "floor"
              ? await floorRound(browser, floor.url)
              : await demoRound(browser, urls[name]!, sessions.get(name)!),
          );
      }
  } finally {
    await floor.close();
  }
  return Object.fromEntries(
    names.map((name) => {
      const all = samples.get(name)!;
      const keys = Object.keys(all[0]!);
      return [name, Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]!))]))];
    }),
  ) as Record<string, Figures>;
}

// ---------------------------------------------------------------------------------------------

/** The time budgets of docs/ARCHITECTURE.md (issue 15), as rows for scripts/bench.mjs; the floor has none. */
function budgetRows(demo: Figures, floor: Figures, rounds: number) {
  const row = (label: string, value: number, budget?: number) => ({
    label: `${label} (median of ${rounds})`,
    value,
    unit: "ms",
    budget,
  });
  return [
    row("demo cold load to PO list, Chromium", demo.cold!, 1000),
    row("demo warm load to PO list, Chromium", demo.warm!, 400),
    row("demo PO list -> next page", demo.nextPage!, 150),
    row("demo PO list -> an order's view, first", demo.view!, 150),
    row("demo PO list -> edit screen, first", demo.edit!, 150),
    row("demo product search, after its debounce", demo.search!, 150),
    row("floor: static HTML table, cold", floor.cold!),
    row("floor: static HTML table, warm", floor.warm!),
  ];
}

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 5;
try {
  if (args.length) {
    const servers = await Promise.all(
      args.map((dir) => startServer({ dir, port: 0, base: "/", quiet: true })),
    );
    const urls = Object.fromEntries(args.map((dir, i) => [path.basename(dir), servers[i]!.url]));
    const result = await measureSites(urls, rounds);
    console.log(`medians of ${rounds} interleaved rounds (ms)`);
    console.table(
      Object.fromEntries(
        Object.entries(result).map(([name, f]) => [
          name,
          Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v)])),
        ]),
      ),
    );
    await Promise.all(servers.map((server) => server.close()));
  } else {
    const { url } = await buildDemoOnce("/");
    const { demo, floor } = await measureSites({ demo: url }, rounds);
    console.log(JSON.stringify(budgetRows(demo!, floor!, rounds)));
  }
} finally {
  await closeAll();
}
