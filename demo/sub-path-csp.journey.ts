import * as assert from "uvu/assert";
import { journey, journeySuite } from "./harness.ts";

const test = journeySuite("demo under /demo/ with a strict CSP");

test("the demo under /demo/ loads under a strict CSP and its service worker takes over /demo/", () =>
  journey(
    "/",
    async ({ page, baseUrl }) => {
      await page.getByRole("button", { name: "Log In", exact: true }).waitFor({ state: "visible" });
      // The app renders while the worker starts (D43): wait for it to be active rather than assume it
      // is by the time a screen shows. A worker that never registers times this out.
      const worker = await page.evaluate(async () => {
        const never = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("no service worker active after 10 s")), 10_000),
        );
        const registration = await Promise.race([navigator.serviceWorker.ready, never]);
        return { scope: registration.scope, script: registration.active?.scriptURL };
      });
      assert.equal(
        worker,
        { scope: baseUrl, script: `${baseUrl}mockServiceWorker.js` },
        "mock service worker registration",
      );
      // The worker served is msw's without its self-unregistration (scripts/site-files.mjs), so a
      // reload of the only tab finds it still in charge.
      const served = await (await fetch(`${baseUrl}mockServiceWorker.js`)).text();
      assert.ok(served.includes("CLIENT_CLOSED"), "msw's worker");
      assert.not.ok(served.includes("registration.unregister()"), "it does not unregister itself");
      // journey's assertNoErrors checks demo.cspViolations.
    },
    { base: "/demo/", csp: true },
  ));

test.run();
