import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { MenuButton } from "./menu.tsx";

const NAME = "User menu for Jane Doe";

function renderMenu() {
  const location = memoryLocation({ path: "/", record: true });
  const chosen: string[] = [];
  render(
    <Router hook={location.hook}>
      <button type="button">Before</button>
      <MenuButton
        label="JD"
        accessibleName={NAME}
        header={<strong>Jane Doe, North Store, Owner</strong>}
        items={[
          { label: "Settings", href: "/settings/account" },
          { label: "Report", onSelect: () => chosen.push("Report") },
          { label: "Sign Out", onSelect: () => chosen.push("Sign Out") },
        ]}
      />
      <button type="button">After</button>
    </Router>,
  );
  return { user: userEvent.setup(), location, chosen };
}

const menuButton = () => screen.getByRole("button", { name: NAME });
const item = (label: string) => screen.getByRole("menuitem", { name: label });

function name(el: Element | null) {
  return el
    ? `<${el.tagName.toLowerCase()}> "${el.getAttribute("aria-label") ?? el.textContent}"`
    : "nothing";
}
function assertFocused(el: Element) {
  const active = document.activeElement;
  assert.ok(active === el, `focus is on ${name(active)}, expected ${name(el)}`);
}
function assertClosed() {
  assert.is(screen.queryByRole("menu"), null);
  assert.is(menuButton().getAttribute("aria-expanded"), "false");
}

/** Tabs from the page start to the menu button. */
async function tabToButton(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await user.tab();
  assertFocused(menuButton());
}

test.before.each(() => cleanup());

test("the button is named, says it opens a menu, and starts collapsed", () => {
  renderMenu();
  assert.is(menuButton().getAttribute("aria-haspopup"), "menu");
  assertClosed();
});

test("a click opens the menu, labelled by its button, with the first item focused", async () => {
  const { user } = renderMenu();
  await user.click(menuButton());
  const menu = screen.getByRole("menu", { name: NAME });
  assert.is(menuButton().getAttribute("aria-expanded"), "true");
  assert.is(menuButton().getAttribute("aria-controls"), menu.id);
  assert.equal(
    screen.getAllByRole("menuitem").map((el) => el.textContent),
    ["Settings", "Report", "Sign Out"],
  );
  assertFocused(item("Settings"));
});

test("the header shows above the items without being one", async () => {
  const { user } = renderMenu();
  await user.click(menuButton());
  const header = screen.getByText("Jane Doe, North Store, Owner");
  assert.ok(header.compareDocumentPosition(item("Settings")) & Node.DOCUMENT_POSITION_FOLLOWING);
  assert.is(header.closest("[role=menuitem]"), null);
  assert.is(screen.getByRole("menu").getAttribute("aria-describedby"), header.parentElement!.id);
});

test("Enter, Space and ArrowDown open at the first item, ArrowUp at the last", async () => {
  const { user } = renderMenu();
  await tabToButton(user);
  for (const key of ["{Enter}", " ", "{ArrowDown}"]) {
    await user.keyboard(key);
    assertFocused(item("Settings"));
    await user.keyboard("{Escape}");
  }
  await user.keyboard("{ArrowUp}");
  assertFocused(item("Sign Out"));
});

test("arrows move through the items and wrap; Home and End jump to the ends", async () => {
  const { user } = renderMenu();
  await tabToButton(user);
  await user.keyboard("{ArrowDown}");
  const steps: [string, string][] = [
    ["{ArrowDown}", "Report"],
    ["{ArrowDown}", "Sign Out"],
    ["{ArrowDown}", "Settings"],
    ["{ArrowUp}", "Sign Out"],
    ["{Home}", "Settings"],
    ["{End}", "Sign Out"],
  ];
  for (const [key, label] of steps) {
    await user.keyboard(key);
    assertFocused(item(label));
  }
});

test("Escape closes the menu and gives focus back to the button", async () => {
  const { user } = renderMenu();
  await user.click(menuButton());
  await user.keyboard("{Escape}");
  assertClosed();
  assertFocused(menuButton());
});

test("Tab closes the menu and moves on to the next control", async () => {
  const { user } = renderMenu();
  await user.click(menuButton());
  await user.tab();
  assertClosed();
  assertFocused(screen.getByRole("button", { name: "After" }));
});

test("a click outside closes the menu; a second click on the button does too", async () => {
  const { user } = renderMenu();
  await user.click(menuButton());
  await user.click(screen.getByRole("button", { name: "Before" }));
  assertClosed();
  await user.click(menuButton());
  await user.click(menuButton());
  assertClosed();
});

test("Enter and Space run an action item, close the menu and return focus to the button", async () => {
  const { user, chosen } = renderMenu();
  await tabToButton(user);
  await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
  assertClosed();
  assertFocused(menuButton());
  await user.keyboard("{ArrowUp} ");
  assert.equal(chosen, ["Report", "Sign Out"]);
  assertClosed();
});

test("a link item navigates by click and by Space", async () => {
  const { user, location } = renderMenu();
  await user.click(menuButton());
  assert.is(item("Settings").getAttribute("href"), "/settings/account");
  await user.click(item("Settings"));
  assertClosed();
  assert.equal(location.history, ["/", "/settings/account"]);
  location.reset!();
  await user.click(menuButton());
  await user.keyboard(" ");
  assert.equal(location.history, ["/", "/settings/account"]);
});

test.run();
