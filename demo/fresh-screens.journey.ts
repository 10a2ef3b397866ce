// Fresh screens in the demo (D210, issue 28 item 2): two tabs of one browser share the in-browser store
// (IndexedDB), and a write in one shows in the other without a reload. The second tab learns of it from
// the store's BroadcastChannel, not from its 15 s interval: it is waited for well inside that interval,
// and the second tab is never brought to the front (no focus event re-reads it either).
import * as assert from "uvu/assert";
import { journey, journeySuite, watchedPage, assertNoErrors } from "./harness.ts";
import { viewSupplier } from "./catalog-steps.ts";
import { fieldByLabel, OWNER, signInToDashboard } from "./steps.ts";
import { table } from "./tables.ts";

const test = journeySuite("fresh screens");
/** Well inside the 15 s interval (FRESH_TIMING): only the other tab's announcement can bring the change. */
const BEFORE_ANY_INTERVAL_MS = 5_000;

test("a supplier renamed in one tab shows in the other tab's open supplier list", () =>
  journey("/login", async (demo) => {
    const { page, context, baseUrl } = demo;
    await signInToDashboard(demo, OWNER);
    await page.goto(new URL("suppliers", baseUrl).href);
    const first = table(page, "Suppliers").getByRole("row").nth(1).getByRole("cell").first();
    const name = (await first.innerText()).trim();
    // The form open before the other tab reads its list: from that read to the save is one fill and one
    // click, so the other tab's interval is still about 15 s off when the wait below gives up.
    await viewSupplier(page, name);

    const other = await watchedPage(context, baseUrl);
    await other.page.goto(new URL("suppliers", baseUrl).href);
    const list = table(other.page, "Suppliers");
    await list.getByText(name, { exact: true }).first().waitFor();

    await page.bringToFront();
    // Kept in its place on the list: the new name sorts where the old one did.
    const renamed = `${name} Fresh`;
    await fieldByLabel(page, "Name").fill(renamed);
    await page.getByRole("button", { name: "Update Supplier", exact: true }).click();

    await list.getByText(renamed, { exact: true }).first().waitFor({ timeout: BEFORE_ANY_INTERVAL_MS });
    assert.ok(await list.getByText(renamed, { exact: true }).first().isVisible());
    await assertNoErrors(other);
  }));

test.run();
