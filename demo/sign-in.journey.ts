import * as assert from "uvu/assert";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { journey, journeySuite, reloadWhenQuiet } from "./harness.ts";
import { BUYER, DASHBOARD, pathname, signInToDashboard, waitForText } from "./steps.ts";

/** The sign-in journeys on one build; registered for every build below. */
function signInJourneys(build: DemoBuild) {
  const test = journeySuite(`sign-in journey (${build} build)`);

  test("opening the demo at / shows the sign-in screen without a single error", () =>
    journey(
      "/",
      async ({ page }) => {
        const logIn = page.getByRole("button", { name: "Log In", exact: true });
        await logIn.waitFor({ state: "visible" });
        // By accessible name, as a screen reader hears it: the label's aria-hidden " *" is not part of it.
        const email = page.getByRole("textbox", { name: "Email Address", exact: true });
        assert.ok(await email.isVisible(), "an email field labelled Email Address");
      },
      { build },
    ));

  test("a demo account signs in through the in-browser provider and the session survives a reload", () =>
    journey(
      "/login",
      async (demo) => {
        const { page } = demo;
        await signInToDashboard(demo, BUYER);
        assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /, Ben!$/);
        // Signed in at /login, the reload lands on the dashboard's address.
        assert.is(pathname(page), "/");
        await reloadWhenQuiet(demo);
        await waitForText(page, DASHBOARD);
      },
      { build },
    ));

  test.run();
}

for (const build of BUILDS) signInJourneys(build);
