import * as assert from "uvu/assert";
import { journey, journeySuite } from "./harness.ts";
import { BUYER, signInToDashboard } from "./steps.ts";

const test = journeySuite("demo under /demo/ with a strict CSP");

test("the demo under /demo/ answers a signed-in buyer in the page under a strict CSP, with no service worker", () =>
  journey(
    "/",
    async (demo) => {
      const { page, baseUrl } = demo;
      assert.ok(page.url().startsWith(baseUrl), `the app stays under ${baseUrl}: ${page.url()}`);
      // Signing in and the dashboard's reads are answered by the provider in the page (D125).
      await signInToDashboard(demo, BUYER);
      assert.ok(page.url().startsWith(baseUrl), `still under ${baseUrl} once signed in: ${page.url()}`);
      const workers = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistrations()).length,
      );
      assert.is(workers, 0, "no service worker registered");
      // journey's assertNoErrors checks demo.cspViolations.
    },
    { base: "/demo/", csp: true },
  ));

test.run();
