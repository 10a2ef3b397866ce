// The demo's cold load (DESIGN.md section 4): a signed-in buyer opens /purchase-orders in a fresh
// browser context (no service worker, no IndexedDB, no cache) of headless Chromium on localhost; the
// figure is navigation start to the first purchase-order row, median of several runs. Prints one
// JSON line of rows for scripts/bench.mjs.
import { closeAll, launchBrowser, openDemo } from "../demo/harness.ts";
import { BUYER, signInToDashboard } from "../demo/steps.ts";

const RUNS = 5;

// A session to start from: signed in once, its token and user copied into each cold context.
const warm = await openDemo("/login");
await signInToDashboard(warm, BUYER);
const session = await warm.page.evaluate(() => ({
  token: localStorage.getItem("token")!,
  user: localStorage.getItem("user")!,
}));
const url = warm.baseUrl;
await warm.close();
const browser = await launchBrowser();

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  await context.addInitScript(({ token, user }) => {
    if (!localStorage.getItem("token")) {
      localStorage.setItem("token", token);
      localStorage.setItem("user", user);
    }
  }, session);
  const cold = await context.newPage();
  await cold.goto(`${url}purchase-orders`);
  // Checked every frame in the page, so the figure is when the row appeared, not when a poll saw it.
  const shown = await cold.waitForFunction(
    () => document.querySelector("table tbody tr td") && performance.now(),
    null,
    { polling: "raf" },
  );
  times.push((await shown.jsonValue()) as number);
  await context.close();
}
await closeAll();

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  JSON.stringify([
    {
      label: `demo cold load to PO list, Chromium (median of ${RUNS})`,
      value: median,
      unit: "ms",
      budget: 1500,
    },
  ]),
);
