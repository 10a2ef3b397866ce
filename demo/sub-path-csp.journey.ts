import { suite } from "uvu";
import * as assert from "uvu/assert";
import { assertNoErrors, closeAll, openDemo } from "./harness.ts";

const test = suite("demo under /demo/ with a strict CSP");
test.after(closeAll);

test("the demo under /demo/ loads under a strict CSP and its service worker takes over /demo/", async () => {
  const demo = await openDemo("/", { base: "/demo/", csp: true });
  try {
    await demo.page.getByRole("button", { name: "Log In", exact: true }).waitFor({ state: "visible" });
    const worker = await demo.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration && { scope: registration.scope, script: registration.active?.scriptURL };
    });
    assert.equal(
      worker,
      { scope: demo.baseUrl, script: `${demo.baseUrl}mockServiceWorker.js` },
      "mock service worker registration",
    );
    await assertNoErrors(demo);
  } finally {
    await demo.close();
  }
});

test.run();
