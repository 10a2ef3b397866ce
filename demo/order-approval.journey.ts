// Issue 31, extension "approval" (D242-D244) in Chromium at a laptop's size: the owner sets the store's
// approval limit on Store Information; the buyer makes a big order (Duplicate of one of the store's) and
// cannot mark it ordered: its view says Needs Approval and Mark As Ordered waits, saying why. The owner
// signs in (the same browser, so the same demo store) and approves it with the view's one solid button; the
// buyer signs in again and marks it ordered. Then, on a demo started with ?extensions=none (a provider that
// speaks only the spec) the same limit holds nothing back. axe runs on the waiting and the approved view.
import * as assert from "uvu/assert";
import { PURCHASE_ORDERS_TEXT, DUPLICATE_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { APPROVAL_TEXT } from "../src/features/purchase-orders/view/approval/strings.ts";
import { APPROVAL_SETTING_TEXT } from "../src/features/settings/approval/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, whenQuiet, type DemoPage } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, OWNER, signIn, signOut } from "./steps.ts";

const PO = PURCHASE_ORDERS_TEXT;
const LAPTOP = { viewport: { width: 1366, height: 768 } };

async function openOrders(build: DemoBuild) {
  const { orders } = await seededStore(BUYER, build);
  return orders.filter(
    (o) => o.status === "OPEN" && o.items.some((item) => item.quantity > 0 && item.unitCostCents > 0),
  );
}

async function openView(demo: DemoPage, id: string, search = "") {
  await whenQuiet(demo);
  await demo.page.goto(new URL(`purchase-orders/${id}${search}`, demo.baseUrl).href);
  const panel = demo.page.getByRole("region", { name: PO.detail.title(id) });
  await panel.waitFor();
  return panel;
}

async function approvalAtLaptop(build: DemoBuild) {
  const [original, other] = await openOrders(build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      await page.goto(new URL("settings/store", demo.baseUrl).href);
      const limit = page.getByLabel(APPROVAL_SETTING_TEXT.setting);
      await limit.fill("1");
      await page.getByRole("button", { name: APPROVAL_SETTING_TEXT.settingSave }).click();
      await page.getByText(APPROVAL_SETTING_TEXT.settingSaved(1)).waitFor();
      await whenQuiet(demo);
      await signOut(demo);

      // The buyer's big order: a copy of one of the store's, made from its view.
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      const originalPanel = await openView(demo, String(original!.id));
      await originalPanel.getByRole("button", { name: DUPLICATE_TEXT.button }).click();
      await page.waitForURL(/\/purchase-orders\/\d+\/modify$/);
      const copy = /\/purchase-orders\/(\d+)\/modify$/.exec(page.url())![1]!;
      assert.is.not(copy, String(original!.id));
      await whenQuiet(demo);
      let panel = await openView(demo, copy);
      await panel.getByText(APPROVAL_TEXT.needsApproval, { exact: true }).waitFor();
      const markOrdered = panel.getByRole("button", { name: PO.transitions.markOrdered.label });
      assert.is(await markOrdered.getAttribute("aria-disabled"), "true");
      await panel.getByText(APPROVAL_TEXT.waiting).waitFor();
      assert.is(await panel.getByRole("button", { name: APPROVAL_TEXT.approve }).count(), 0);
      await markOrdered.click({ force: true });
      assert.is(await page.getByRole("dialog").count(), 0, "a waiting Mark As Ordered asks nothing");
      await checkA11y(page, "an order waiting for approval, as its buyer sees it");
      await whenQuiet(demo);
      await signOut(demo);

      await signIn(demo, OWNER);
      await whenQuiet(demo);
      panel = await openView(demo, copy);
      const approve = panel.getByRole("button", { name: APPROVAL_TEXT.approve });
      await approve.waitFor();
      assert.match((await approve.getAttribute("class"))!, /\bprimary\b/, "Approve is the main action");
      await approve.click();
      await panel.getByText(/^Approved by Olivia Bennett on /).waitFor();
      await checkA11y(page, "the approved order, as the owner sees it");
      await whenQuiet(demo);
      await signOut(demo);

      await signIn(demo, BUYER);
      await whenQuiet(demo);
      panel = await openView(demo, copy);
      await panel.getByText(/^Approved by Olivia Bennett on /).waitFor();
      await panel.getByRole("button", { name: PO.transitions.markOrdered.label }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
      await page.getByText(PO.transitionDone.markOrdered(copy)).waitFor();
      await panel.getByRole("button", { name: PO.transitions.reopen.label }).waitFor();
      await whenQuiet(demo);

      // A provider that speaks only the spec: the same stored limit holds nothing back.
      panel = await openView(demo, String(other!.id), "?extensions=none");
      await panel.getByRole("button", { name: PO.transitions.markOrdered.label }).waitFor();
      await whenQuiet(demo);
      assert.is(await page.getByText(APPROVAL_TEXT.needsApproval).count(), 0);
      await panel.getByRole("button", { name: PO.transitions.markOrdered.label }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
      await page.getByText(PO.transitionDone.markOrdered(String(other!.id))).waitFor();
    },
    { build, context: LAPTOP },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`order approval journey (${build} build)`);
  test("a buyer's big order waits for the owner's approval, then is ordered; spec-only, nothing waits", () =>
    approvalAtLaptop(build));
  test.run();
}
