// The production build opens with no signal and installs (issue 28 items 4 and 5, D193, D194): built
// and served here as a host would (scripts/serve.mjs), signed in with a stored session, since with no
// provider behind this host every call fails as it would with no signal. Lighthouse does not run here,
// so its installability criteria are checked by hand: the manifest's fields, its 192 and 512 px icons,
// and a service worker controlling the page.
import type { BrowserContext, Page } from "playwright-core";
import { cp, rm } from "node:fs/promises";
import * as assert from "uvu/assert";
import { build } from "../build.mjs";
import { startServer, type RunningServer } from "../scripts/serve.mjs";
import { launchBrowser } from "./builds.ts";
import { journeySuite } from "./harness.ts";

const test = journeySuite("production offline and installable");
const ROOT = `.cache/journeys-${process.pid}`;

/** A stored session the app accepts (src/session/storage.ts): it only decodes the token. */
function storedSession() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const email = "buyer@example.com";
  const claims = {
    sub: "1",
    email,
    storeId: 1,
    Role: "Buyer",
    Permissions: ["can_create_purchase_order", "can_receive_purchase_order"],
    iat: now,
    exp: now + 3600,
  };
  const store = { id: 1, name: "First Store" };
  const address = { id: 1, address1: "1 Main St", address2: "", city: "Town", state: "CA", zipCode: "90001" };
  const shippingAddress = { ...address, firstName: "Bea", lastName: "Buyer", sourceId: "" };
  const user = {
    ...{ id: 1, firstName: "Bea", lastName: "Buyer", email },
    activeStore: { ...store, shippingAddress },
    availiableStores: [store],
  };
  return { token: `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`, user: JSON.stringify(user) };
}

async function signedInContext(): Promise<BrowserContext> {
  const context = await (await launchBrowser()).newContext();
  context.setDefaultTimeout(15_000);
  await context.addInitScript(({ token, user }) => {
    if (!localStorage.getItem("token")) localStorage.setItem("token", token);
    if (!localStorage.getItem("user")) localStorage.setItem("user", user);
  }, storedSession());
  return context;
}

const mainScript = (page: Page) => page.locator('script[type="module"]').getAttribute("src");

/** Waits until a service worker controls the page; returns its script's URL and its scope. */
const controllingWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done));
    return { script: navigator.serviceWorker.controller!.scriptURL, scope: registration.scope };
  });

/** The linked manifest and, for each icon, what the browser made of it (its size once decoded). */
const manifestAndIcons = (page: Page) =>
  page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const manifest = await (await fetch(link.href)).json();
    const icons = [];
    for (const icon of manifest.icons) {
      const answer = await fetch(new URL(icon.src, link.href));
      const image =
        answer.ok && icon.type === "image/png" ? await createImageBitmap(await answer.blob()) : null;
      icons.push({ ...icon, status: answer.status, size: image && `${image.width}x${image.height}` });
    }
    const favicon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;
    return { manifest, icons, favicon: { href: favicon, status: (await fetch(favicon)).status } };
  });

function assertInstallable(found: Awaited<ReturnType<typeof manifestAndIcons>>, base: string) {
  assert.ok(found, "index.html links a manifest");
  const { manifest, icons, favicon } = found;
  assert.is(manifest.name, "Stock Sense");
  assert.is(manifest.display, "standalone");
  assert.is(manifest.scope, base);
  assert.is(manifest.start_url, base);
  assert.is(manifest.theme_color, "#1d4ed8", "the brand blue");
  for (const icon of icons) assert.is(icon.status, 200, `${icon.src} loads`);
  const png = (purpose: string, sizes: string) =>
    icons.find((icon) => icon.purpose === purpose && icon.sizes === sizes && icon.size === sizes);
  assert.ok(png("any", "192x192"), "a 192 px icon that decodes at 192 px");
  assert.ok(png("any", "512x512"), "a 512 px icon that decodes at 512 px");
  assert.ok(png("maskable", "512x512"), "a maskable 512 px icon");
  assert.not.match(favicon.href, /^data:/, "a real favicon");
  assert.is(favicon.status, 200, "the favicon loads");
}

test("production opens with no signal, shows the outage notice, and a new deploy says it updated", async () => {
  const dir = `${ROOT}/production-offline`;
  const next = `${ROOT}/production-next`;
  await build({ outdir: dir, metafilePath: `${dir}.meta.json` });
  // The next deploy: the Preact build of the same app, so its assets (and the worker's list) differ.
  await build({ outdir: next, preact: true, metafilePath: `${next}.meta.json` });
  let server: RunningServer = await startServer({ dir, port: 0, quiet: true });
  const port = Number(new URL(server.url).port);
  const context = await signedInContext();
  const pageErrors: string[] = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const lostFiles: string[] = [];
    page.on("requestfailed", (request) => {
      if (!/\/api\/|\/graphql/.test(request.url())) lostFiles.push(request.url());
    });
    await page.goto(`${server.url}suppliers`);
    const worker = await controllingWorker(page);
    assert.is(worker.script, `${server.url}sw.js`);
    assert.is(worker.scope, server.url);
    assertInstallable(await manifestAndIcons(page), "/");
    const firstMain = await mainScript(page);
    // The first install takes over a page no worker controlled: that is no news.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    assert.is(await page.getByText("Stock Sense was updated").count(), 0, "no 'updated' on the first load");

    // The worker keeps the build's own files only: no API answer. The app's reads are POSTs, which it never
    // touches; a GET under /api/ (the provider's health) passes through it too.
    const kept = await page.evaluate(async () => {
      await fetch("api/health");
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    assert.ok(
      kept.includes(server.url) && kept.includes(`${server.url}icons/icon.svg`),
      "the page and favicon kept",
    );
    const foreign = kept.filter((url) => !url.startsWith(server.url) || /\/api\/|\/graphql|\.map$/.test(url));
    assert.equal(foreign, [], "nothing but the build's files kept");
    // Only the worker's cache may answer: the browser's HTTP cache holds what the first load fetched.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    // No signal: the browser offline and the host gone (playwright's offline mode spares a worker's fetches).
    await context.setOffline(true);
    await server.close();
    await page.reload();
    await page.getByRole("heading", { name: "The service could not be reached" }).waitFor();
    await page.getByRole("button", { name: "Try Again" }).waitFor();
    assert.ok(await page.getByRole("navigation", { name: "Inventory" }).isVisible(), "the app's bar shows");
    // A screen never opened online opens too: its chunk was kept with the rest (and a kept count would
    // show; the screen tests prove that part).
    await page.goto(`${server.url}purchase-orders/7/check-in`);
    await page.getByRole("heading", { name: "The service could not be reached" }).waitFor();
    assert.equal(lostFiles, [], "every file of the build came from the worker");

    // A new deploy: its files copied over the old ones, the host back, the page reloaded once.
    await cp(next, dir, { recursive: true, force: true });
    server = await startServer({ dir, port, quiet: true });
    await context.setOffline(false);
    await page.reload();
    await page.getByRole("status", { name: "Notifications" }).getByText("Stock Sense was updated").waitFor();
    assert.is.not(await mainScript(page), firstMain, "the page is the new deploy's");
    assert.equal(pageErrors, [], "page errors");
  } finally {
    await context.close();
    await server.close();
    await Promise.all([dir, next].map((folder) => rm(folder, { recursive: true, force: true })));
  }
});

test("under /demo/ with the strict CSP, production is installable and its worker's scope is the base", async () => {
  const dir = `${ROOT}/production-demo-csp`;
  await build({ outdir: dir, base: "/demo/", metafilePath: `${dir}.meta.json` });
  const server = await startServer({ dir, port: 0, base: "/demo/", csp: true, quiet: true });
  const context = await signedInContext();
  const csp: string[] = [];
  try {
    const page = await context.newPage();
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.goto(`${server.url}suppliers`);
    const worker = await controllingWorker(page);
    assert.is(worker.scope, server.url, "the worker's scope is the base");
    assert.is(worker.script, `${server.url}sw.js`);
    assertInstallable(await manifestAndIcons(page), "/demo/");
    assert.equal(csp, [], "CSP violations");
  } finally {
    await context.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
