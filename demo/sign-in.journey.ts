import { suite } from "uvu";
import * as assert from "uvu/assert";
import { assertNoErrors, BUILDS, closeAll, openDemo, type DemoBuild } from "./harness.ts";

/** The sign-in journeys on one build; registered for every build below. */
function signInJourneys(build: DemoBuild) {
  const test = suite(`sign-in journey (${build} build)`);
  test.after(closeAll);

  test("opening the demo at / shows the sign-in screen without a single error", async () => {
    const demo = await openDemo("/", { build });
    try {
      const logIn = demo.page.getByRole("button", { name: "Log In", exact: true });
      await logIn.waitFor({ state: "visible" });
      // By accessible name, as a screen reader hears it: the label's aria-hidden " *" is not part of it.
      const email = demo.page.getByRole("textbox", { name: "Email Address", exact: true });
      assert.ok(await email.isVisible(), "an email field labelled Email Address");
      await assertNoErrors(demo);
    } finally {
      await demo.close();
    }
  });

  test("a demo account signs in through the in-browser provider and the session survives a reload", async () => {
    const demo = await openDemo("/login", { build });
    try {
      await demo.page.getByRole("button", { name: "buyer@example.com", exact: true }).click();
      await demo.page.getByRole("button", { name: "Log In", exact: true }).click();
      await demo.page.getByText("Where do you want to start?").waitFor();
      assert.match(await demo.page.getByRole("heading", { level: 1 }).innerText(), /, Ben!$/);
      // Signed in at /login, the reload lands on the dashboard's address.
      assert.is(new URL(demo.page.url()).pathname, "/");
      await demo.page.reload();
      await demo.page.getByText("Where do you want to start?").waitFor();
      await assertNoErrors(demo);
    } finally {
      await demo.close();
    }
  });

  test.run();
}

for (const build of BUILDS) signInJourneys(build);
