// The bar's Menu button (issue 12): below md the bar's links, Report an issue and Switch Store fold into
// it. happy-dom loads no CSS, so these tests prove the behaviour; the layout journey proves the folding.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../test/render.tsx";

const menuButton = () => screen.getByRole("button", { name: "Menu" });
/** The element the Menu button says it controls. */
const panel = () => document.getElementById(menuButton().getAttribute("aria-controls")!)!;

test("the Menu button holds the inventory links, Report an issue and Switch Store, and toggles aria-expanded", async () => {
  await renderAt("/", { signedInAs: "owner@example.com" });
  await screen.findByText("Where do you want to start?");
  const user = userEvent.setup();
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
  await user.click(menuButton());
  assert.is(menuButton().getAttribute("aria-expanded"), "true");
  const inside = within(panel());
  const links = within(inside.getByRole("navigation", { name: "Inventory" })).getAllByRole("link");
  assert.equal(
    links.map((link) => link.textContent),
    ["Dashboard", "Purchase Orders", "Suppliers", "Products", "Customers"],
  );
  assert.ok(inside.getByRole("button", { name: "Report an issue" }));
  assert.ok(inside.getByRole("button", { name: "Switch Store" }));
  // The user menu stays outside, in the bar, at every width.
  assert.is(inside.queryByRole("button", { name: /^User menu for / }), null);
  await user.click(menuButton());
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
});

test("Escape closes the open panel and gives focus back to the Menu button", async () => {
  await renderAt("/", { signedInAs: "buyer@example.com" });
  await screen.findByText("Where do you want to start?");
  const user = userEvent.setup();
  await user.click(menuButton());
  within(panel()).getByRole("link", { name: "Suppliers" }).focus();
  await user.keyboard("{Escape}");
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
  assert.is(document.activeElement, menuButton());
});

test("following a link from the panel goes there and folds the panel", async () => {
  const { location } = await renderAt("/", { signedInAs: "buyer@example.com" });
  await screen.findByText("Where do you want to start?");
  const user = userEvent.setup();
  await user.click(menuButton());
  await user.click(within(panel()).getByRole("link", { name: "Suppliers" }));
  assert.is(location.history?.at(-1), "/suppliers");
  // The screen has loaded its rows, so nothing updates after the test.
  await screen.findByRole("region", { name: "Suppliers" });
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
});

test("a dialog opened from the panel folds it (issue 27, D164)", async () => {
  await renderAt("/", { signedInAs: "owner@example.com" });
  await screen.findByText("Where do you want to start?");
  const user = userEvent.setup();
  await user.click(menuButton());
  await user.click(within(panel()).getByRole("button", { name: "Switch Store" }));
  assert.ok(screen.getByRole("dialog", { name: "Availiable Stores" }));
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
  await user.keyboard("{Escape}");
  assert.is(screen.queryByRole("dialog"), null);
});

test.run();
