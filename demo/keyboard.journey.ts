// Keyboard alone (issue 8): creating a purchase order and inviting a user, pressing keys only (Tab,
// Shift+Tab, Enter, Space, arrows, Escape, typing). No click, focus or fill on the app; the journeys
// may open a URL (the invitee's link arrives by mail) and read the page. At each step they assert what
// holds focus, by role and accessible name, that its focus ring shows, that dialogs keep focus and
// give it back, and at the end what the provider stored.
// The phases of the first two are in keyboard-orders.ts and keyboard-invite.ts.
import * as assert from "uvu/assert";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { SIGN_IN_TEXT } from "../src/features/auth/strings.ts";
import { DEMO_TEXT } from "../src/features/demo/strings.ts";
import { FEEDBACK_TEXT } from "../src/features/feedback/strings.ts";
import { INVITE_TEXT } from "../src/features/invites/strings.ts";
import { assertFocused, assertFocusTrapped, assertFocusVisible, focused, holdsFocus, tabTo } from "./a11y.ts";
import { expectFailedRequest } from "./expected-failures.ts";
import { journey, journeySuite, reloadWhenQuiet } from "./harness.ts";
import { inviteLinkFromOutbox, openUsers, registerFromInvite, sendInvite } from "./keyboard-invite.ts";
import {
  addProducts,
  catalog,
  chooseSupplier,
  createOrderFromList,
  escapeMarkOrdered,
  itemRows,
  orderPanel,
} from "./keyboard-orders.ts";
import {
  activate,
  assertLandedOn,
  chooseInUserMenu,
  EDIT,
  OWNER_NAME,
  PO,
  press,
  retype,
  signInByKeyboard,
  STORE,
} from "./keyboard-steps.ts";
import { BUYER, DASHBOARD, OWNER, userMenuLines, waitForText } from "./steps.ts";

const test = journeySuite("keyboard-only journeys");

test("a buyer creates a purchase order with the keyboard alone: supplier, products, quantities and costs", async () => {
  const products = await catalog();
  const { first, second, supplier } = products;
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);
    const id = await createOrderFromList(page);
    await addProducts(page, products);

    // Quantities and costs in the items table.
    await tabTo(page, "spinbutton", EDIT.costOf(first.name), { back: true });
    await assertFocusVisible(page, "in the items table");
    await retype(page, "12.50");
    await tabTo(page, "spinbutton", EDIT.quantityOf(second.name));
    await retype(page, "4");
    await press(page, "Tab");
    await assertFocused(page, "spinbutton", EDIT.costOf(second.name), "after the quantity cell");
    await retype(page, "7.25");

    await activate(page, "button", EDIT.save);
    await page.waitForURL((url) => url.pathname === `/purchase-orders/${id}`);
    await assertLandedOn(page, PO.detail.title(id));

    const chosen = await chooseSupplier(page, id, supplier);
    await escapeMarkOrdered(page);

    // What was stored: the view after a reload reads the provider again.
    await reloadWhenQuiet(demo);
    await waitForText(page, PO.detail.title(id));
    const added = page.getByRole("region", { name: PO.detail.products, exact: true });
    await added.locator("tbody tr").nth(1).waitFor();
    assert.equal(await itemRows(added), [
      [first.sku, "3", "$12.50"],
      [second.sku, "4", "$7.25"],
    ]);
    assert.ok(await orderPanel(page, id).getByRole("button", { name: chosen, exact: true }).isVisible());
  });
});

test("an owner invites a user with the keyboard alone, and the invitee registers and joins the store", async () => {
  const invitee = {
    firstName: "Kim",
    lastName: "Keys",
    email: "kim.keys@example.com",
    password: "Keyboard123",
  };
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, OWNER);
    await waitForText(page, DASHBOARD);

    await openUsers(page);
    await sendInvite(page, invitee.email, "Receiver");
    const link = await inviteLinkFromOutbox(page, invitee.email);

    await chooseInUserMenu(page, OWNER_NAME, SHELL_TEXT.userMenu.signOut);
    await waitForText(page, SIGN_IN_TEXT.title);

    // The invitee opens the link from the mail.
    await page.goto(new URL(link, demo.baseUrl).href);
    await waitForText(page, INVITE_TEXT.invitedTo(STORE));
    await registerFromInvite(page, invitee);

    await signInByKeyboard(page, invitee.email, invitee.password);
    await waitForText(page, INVITE_TEXT.join(STORE));
    await activate(page, "button", INVITE_TEXT.join(STORE));
    await page.waitForURL((url) => url.search === "?code=102");
    await waitForText(page, SIGN_IN_TEXT.code102);

    await signInByKeyboard(page, invitee.email, invitee.password);
    await waitForText(page, DASHBOARD);
    // Stored: the provider's sign-in answer puts the invitee in the store with the invite's role.
    const fullName = `${invitee.firstName} ${invitee.lastName}`;
    await activate(page, "button", SHELL_TEXT.userMenu.open(fullName), { back: true });
    assert.equal(await userMenuLines(page), [fullName, STORE, "Receiver"]);
    await press(page, "Escape");
    await assertFocused(page, "button", SHELL_TEXT.userMenu.open(fullName), "after Escape");
  });
});

test("a dialog keeps the keyboard when its action fails: offline by the demo panel, then Report An Issue", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);

    // Offline, from the demo panel's fault injection: its tabs move with the arrows.
    const D = DEMO_TEXT;
    await activate(page, "button", D.open);
    const panel = page.getByRole("dialog", { name: D.title, exact: true });
    await panel.waitFor();
    await tabTo(page, "tab", D.outbox.tab, { back: true });
    await press(page, "ArrowRight", "ArrowRight");
    await assertFocused(page, "tab", D.faults.tab, "after the arrows");
    await tabTo(page, "checkbox", D.faults.offline);
    await press(page, "Space");
    await activate(page, "button", D.faults.apply);
    await panel.getByText(D.faults.applied, { exact: true }).waitFor();
    await press(page, "Escape");
    await assertFocused(page, "button", D.open, "after closing the panel");

    // Send keeps focus while it waits (BusyButton); after the failure Tab stays in the dialog and
    // Escape still closes it.
    const F = FEEDBACK_TEXT;
    await activate(page, "button", F.button);
    const dialog = page.getByRole("dialog", { name: F.title, exact: true });
    await dialog.waitFor();
    await assertFocused(page, "textbox", F.label, "in the dialog");
    await page.keyboard.type("Nothing loads.");
    await activate(page, "button", F.send);
    await dialog.getByRole("alert").waitFor();
    assert.ok(await holdsFocus(dialog), `focus stays in the dialog (on ${await focused(page)})`);
    await assertFocusTrapped(page, dialog, "the dialog after the failure");
    await press(page, "Escape");
    await dialog.waitFor({ state: "detached" });
    await assertFocused(page, "button", F.button, "after Escape");
    // By design: offline, the upload fails as if the network were down.
    expectFailedRequest(demo, "POST", "/feedback/image", "TypeError: Failed to fetch");
  }));

test.run();
