// Browser journeys: a page of the demo build (builds.ts), watched for everything that goes wrong, and
// the checks each journey ends with.
//
// Every journey file makes its suite with journeySuite, which ends it with closeAll: uvu loads all
// journey files into one process and never calls process.exit, so an open browser or server would
// hang it. What a user does in the app (signing in, forms, the demo panel) is in steps.ts; the
// failures a journey provokes on purpose are taken out with expected-failures.ts.
import type { BrowserContext, BrowserContextOptions, Page, Request } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { axeViolations } from "./a11y.ts";
import { buildDemoOnce, closeAll, launchBrowser, type DemoBuild } from "./builds.ts";

export interface DemoPage {
  page: Page;
  context: BrowserContext;
  /** The demo's root URL, base included: `http://127.0.0.1:<port>/demo/`. */
  baseUrl: string;
  consoleErrors: string[];
  pageErrors: string[];
  /** Requests that failed outright, and responses with status >= 400. */
  failedRequests: string[];
  /** Console messages (any level) that mention the Content Security Policy. */
  cspViolations: string[];
  close(): Promise<void>;
}

export interface OpenDemoOptions {
  /** The sub-path the demo is built for and served under. */
  base?: string;
  /** Serve with the README's strict Content-Security-Policy and other headers. */
  csp?: boolean;
  /** The build to open: React (the default) or Preact. */
  build?: DemoBuild;
  /** For the browser context, e.g. `{ viewport, deviceScaleFactor }`. */
  context?: BrowserContextOptions;
  /**
   * Install Playwright's fake clock before the app loads; it runs until the journey pauses it. A time
   * (ms since the epoch): the clock starts there, so the demo's dates (rebased on "now") are the same
   * on every run.
   */
  clock?: boolean | number;
}

/**
 * Opens `path` (relative to the base) of the demo in a fresh browser context (its own storage
 * and service workers) and records everything that went wrong, for the test to assert on.
 */
export async function openDemo(
  path = "/",
  { base = "/", csp = false, build: variant, context: contextOptions, clock = false }: OpenDemoOptions = {},
): Promise<DemoPage> {
  const { url: baseUrl } = await buildDemoOnce(base, { csp, build: variant });
  const context = await (await launchBrowser()).newContext(contextOptions);
  context.setDefaultTimeout(10_000);
  if (clock !== false) await context.clock.install(clock === true ? undefined : { time: clock });
  const demo = await watchedPage(context, baseUrl);
  await demo.page.goto(new URL(path.replace(/^\//, ""), baseUrl).href);
  return demo;
}

/** A new page of `context` on the demo at `baseUrl`, watched (watchPage) for what goes wrong. */
export async function watchedPage(context: BrowserContext, baseUrl: string): Promise<DemoPage> {
  const page = await context.newPage();
  const demo: DemoPage = {
    page,
    context,
    baseUrl,
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    cspViolations: [],
    close: () => context.close(),
  };
  await watchPage(demo, page);
  return demo;
}

/** What a watched page tells of its calls (WATCH_IN_PAGE_CALLS); `doc` names the document. */
type CallEvent = { doc: string } & (
  | { phase: "document" }
  | ({ phase: "start"; id: number } & PageCall)
  | { phase: "end"; id: number; status: number }
  | { phase: "failed"; id: number; error: string }
);

const CALL_BINDING = "__journeyCall";

/** A call the page's provider took (D125); `operationName` for a GraphQL call. */
export interface PageCall {
  method: string;
  url: string;
  operationName?: string;
}

/** Who listens to each watched page's calls (onPageCall). */
const callListeners = new WeakMap<Page, Set<(call: PageCall) => void>>();

/** Calls `listener` with every call the watched `page` makes from now on, in the page or not. */
export function onPageCall(page: Page, listener: (call: PageCall) => void): void {
  callListeners.get(page)!.add(listener);
}

/** The next call of the watched `page` that `matches`. */
export const nextPageCall = (page: Page, matches: (call: PageCall) => boolean) =>
  new Promise<PageCall>((resolve) => onPageCall(page, (call) => matches(call) && resolve(call)));

/** A GraphQL call. */
export const isGraphql = (call: PageCall) =>
  call.method === "POST" && /\/graphql\/?$/.test(new URL(call.url).pathname);

/** A GraphQL call named `operationName`. */
export const isOperation = (operationName: string) => (call: PageCall) =>
  isGraphql(call) && call.operationName === operationName;

/**
 * Run in every watched page before its own scripts. The demo's provider answers the page's calls in
 * the page (mocks/in-page.ts installs its `fetch`, D125), so the browser's network events never see
 * them: whatever `fetch` the page installs is wrapped, and each call's start, status or failure is
 * told to the journey, as is each new document (whose arrival cuts off the calls of the one before).
 * The browser's own `fetch` is not wrapped: what reaches the network is seen there, as before.
 */
const WATCH_IN_PAGE_CALLS = `(() => {
  if (window !== window.top) return;
  const doc = performance.timeOrigin + ":" + Math.random();
  const tell = (event) => window.${CALL_BINDING}({ doc, ...event });
  tell({ phase: "document" });
  let seq = 0;
  const watched = (inner) => async (input, init) => {
    const request = new Request(input, init);
    const id = ++seq;
    const json = (request.headers.get("content-type") ?? "").includes("json");
    const operationName = json ? JSON.parse(await request.clone().text()).operationName : undefined;
    tell({ phase: "start", id, method: request.method, url: request.url, operationName });
    try {
      const response = await inner(request);
      tell({ phase: "end", id, status: response.status });
      return response;
    } catch (error) {
      tell({ phase: "failed", id, error: String(error) });
      throw error;
    }
  };
  let current = window.fetch;
  Object.defineProperty(window, "fetch", {
    configurable: true,
    get: () => current,
    set: (installed) => { current = watched(installed); },
  });
})();`;

/**
 * Records what goes wrong on `page` into `demo`'s lists, for assertNoErrors. openDemo does this for its
 * page; call it for another tab a journey opens in the same context (`demo.context.newPage()`).
 */
export async function watchPage(demo: DemoPage, page: Page): Promise<void> {
  page.on("console", (message) => {
    if (message.type() === "error") demo.consoleErrors.push(message.text());
    if (message.text().includes("Content Security Policy")) demo.cspViolations.push(message.text());
  });
  // `||`: an error thrown without a stack has "" there, which would say nothing.
  page.on("pageerror", (error) => demo.pageErrors.push(error.stack || String(error)));
  page.on("requestfailed", (request) => {
    if (isAbortedRepeatableRead(request.method(), request.url(), request.failure()?.errorText)) return;
    demo.failedRequests.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "failed"}`,
    );
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      demo.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  const listeners = new Set<(call: PageCall) => void>();
  callListeners.set(page, listeners);
  const pending = new Set<Request>();
  page.on("request", (request) => {
    pending.add(request);
    if (request.resourceType() === "fetch") {
      const json = (request.headers()["content-type"] ?? "").includes("json");
      const operationName = json
        ? (request.postDataJSON() as { operationName?: string }).operationName
        : undefined;
      for (const listener of listeners)
        listener({ method: request.method(), url: request.url(), operationName });
    }
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  // The provider's calls in the page: the same records, by what the page told.
  const calls = new Map<string, PageCall>();
  // A call cut off is named by its GraphQL operation too (every one has the same URL), to say which it was.
  const named = ({ method, url, operationName }: PageCall) =>
    `${method} ${url}${operationName ? ` ${operationName}` : ""}`;
  inFlight.set(page, {
    size: () => pending.size + calls.size,
    urls: () => [...[...pending].map((r) => r.url()), ...[...calls.values()].map(named)],
  });
  await page.exposeBinding(CALL_BINDING, (_source, event: CallEvent) => {
    if (event.phase === "document") {
      // The page went: the calls it had on their way were cut off, as the network counts them.
      for (const call of calls.values())
        if (!isAbortedRepeatableRead(call.method, call.url, ABORTED) && !isBackgroundRead(call))
          demo.failedRequests.push(`${named(call)}: ${ABORTED} (page left)`);
      return calls.clear();
    }
    const key = `${event.doc}:${event.id}`;
    if (event.phase === "start") {
      calls.set(key, event);
      for (const listener of listeners) listener(event);
      return;
    }
    const call = calls.get(key);
    // A call of a document already gone was counted as cut off.
    if (!call) return;
    calls.delete(key);
    if (event.phase === "end" && event.status >= 400)
      demo.failedRequests.push(`${call.method} ${call.url}: ${event.status}`);
    if (event.phase === "failed") demo.failedRequests.push(`${call.method} ${call.url}: ${event.error}`);
  });
  await page.addInitScript(WATCH_IN_PAGE_CALLS);
}

const ABORTED = "net::ERR_ABORTED";

/**
 * The reads a screen makes beside what it shows, which a navigation of the journey's may cut off with nothing
 * lost: the order view's extension parts (each a read of its own once its chunk is in) and the edit screen's
 * last-price look-up. Seen cut off in clean-clone runs by journeys leaving an order at once. Only these, by
 * name; any write, and any of them failing while the page stays, still counts.
 */
const BACKGROUND_READS = new Set([
  "OrderHistory",
  "OrderNotes",
  "ExpectedArrival",
  "OrderApproval",
  "LastPriceOrders",
]);
const isBackgroundRead = (call: PageCall) => BACKGROUND_READS.has(call.operationName ?? "");

/**
 * Reads a navigation of the journey's own may abort, which change nothing and which the next page makes
 * again: the demo bar's read of the tab's fault settings (on every page load, to say when faults are on)
 * and the build's static files (a lazy chunk loaded ahead, the boot's chunks, the favicon). Only these, and
 * only aborted, are not counted as failures; every other aborted or failed request still is.
 */
const isAbortedRepeatableRead = (method: string, url: string, errorText: string | undefined) =>
  method === "GET" &&
  errorText === ABORTED &&
  /\/api\/demo\/faults$|\/assets\/|\/icons\//.test(new URL(url).pathname);

/** The requests and in-page calls of each watched page that have not finished yet. */
const inFlight = new WeakMap<Page, { size(): number; urls(): string[] }>();

/**
 * Reloads the demo's page once none of its requests is on its way: a reload aborts them, which assertNoErrors
 * counts. A screen shown from SWR's cache refetches on the next animation frame, after the journey may
 * already have seen what it waited for: two frames pass first, so that refetch is out and waited for.
 */
export async function reloadWhenQuiet(demo: DemoPage): Promise<void> {
  await whenQuiet(demo);
  await demo.page.reload();
}

/**
 * Waits until none of the page's requests is on its way (two frames first, as above): before an action
 * of the app's own that reloads the page (signing in), so the reload aborts nothing it had started.
 */
export async function whenQuiet(demo: DemoPage): Promise<void> {
  const { page } = demo;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const pending = inFlight.get(page)!;
  for (const started = Date.now(); pending.size(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - started > 10_000)
      throw new Error(`requests still on their way after 10 s: ${pending.urls()}`);
}

/** Waits for the network to go quiet, then asserts that nothing went wrong on the page. */
export async function assertNoErrors(demo: DemoPage): Promise<void> {
  await demo.page.waitForLoadState("networkidle");
  await whenQuiet(demo);
  assert.equal(demo.pageErrors, [], "page errors");
  assert.equal(demo.consoleErrors, [], "console errors");
  assert.equal(demo.failedRequests, [], "failed requests");
  assert.equal(demo.cspViolations, [], "CSP violations");
  const findings = a11yFindings.get(demo.page) ?? [];
  assert.ok(findings.length === 0, `axe violations (checkA11y):\n  ${findings.join("\n  ")}`);
}

/** A journey file's suite, with `after(closeAll)` already registered (see the top of this file). */
export function journeySuite(name: string) {
  const test = suite(name);
  test.after(closeAll);
  return test;
}

/** What checkA11y found, per page; assertNoErrors reports it, so a journey's other checks still run. */
const a11yFindings = new WeakMap<Page, string[]>();

/**
 * Runs axe-core on the page as it is now (e.g. with a menu or dialog open) and records every violation
 * under `label` (the screen's name). assertNoErrors, at the end of each journey, fails when anything
 * was recorded.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const found = a11yFindings.get(page) ?? [];
  a11yFindings.set(page, [...found, ...violations.map((violation) => `${label}: ${violation}`)]);
}

/**
 * One journey: opens `path` in a fresh context, runs `body`, then asserts that nothing went wrong
 * on the page (assertNoErrors) and always closes the context.
 */
export async function journey(
  path: string,
  body: (demo: DemoPage) => Promise<void>,
  options?: OpenDemoOptions,
): Promise<void> {
  const demo = await openDemo(path, options);
  try {
    await body(demo);
    await assertNoErrors(demo);
  } finally {
    await demo.close();
  }
}
