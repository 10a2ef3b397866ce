import * as assert from "uvu/assert";
import { BUILDS, journey, journeySuite, reloadWhenQuiet, type DemoBuild } from "./harness.ts";

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
        await page.getByRole("button", { name: "buyer@example.com", exact: true }).click();
        await page.getByRole("button", { name: "Log In", exact: true }).click();
        await page.getByText("Where do you want to start?").waitFor();
        assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /, Ben!$/);
        // Signed in at /login, the reload lands on the dashboard's address.
        assert.is(new URL(page.url()).pathname, "/");
        await reloadWhenQuiet(demo);
        await page.getByText("Where do you want to start?").waitFor();
      },
      { build },
    ));

  test.run();
}

for (const build of BUILDS) signInJourneys(build);
