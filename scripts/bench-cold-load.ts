// The demo's cold load (DESIGN.md section 4): a signed-in buyer opens /purchase-orders in a fresh
// browser context (no service worker, no IndexedDB, no cache) of headless Chromium on localhost; the
// figure is navigation start to the first purchase-order row, median of several runs. Prints one
// JSON line of rows for scripts/bench.mjs.
import { buildDemoOnce, closeAll, launchBrowser } from "../demo/harness.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";

const RUNS = 5;

const { url } = await buildDemoOnce("/");
const browser = await launchBrowser();

// A session to start from: signed in once, its token and user copied into each cold context.
const warm = await browser.newContext();
const page = await warm.newPage();
await page.goto(`${url}login`);
await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("buyer@example.com");
await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
await Promise.all([
  page.waitForEvent("load"),
  page.getByRole("button", { name: "Log In", exact: true }).click(),
]);
await page.getByText("Where do you want to start?").waitFor();
const session = await page.evaluate(() => ({
  token: localStorage.getItem("token")!,
  user: localStorage.getItem("user")!,
}));
await warm.close();

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
    {
      polling: "raf",
    },
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
