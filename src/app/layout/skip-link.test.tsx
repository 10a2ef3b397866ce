// The skip link (D49): the first Tab stop signed in and signed out, and it moves focus to the screen's main.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../test/render.tsx";
import { STORAGE_KEYS } from "../../session/storage.ts";

async function skipFromFirstTabStop() {
  const user = userEvent.setup();
  await user.tab();
  const link = screen.getByRole("link", { name: "Skip to main content" });
  assert.is(document.activeElement, link, "the first Tab stop");
  await user.keyboard("{Enter}");
  assert.is(document.activeElement, screen.getByRole("main"));
  await user.tab();
  return document.activeElement;
}

test("signed in, the first Tab stop skips the bars to the screen's main", async () => {
  await renderAt("/purchase-orders", { signedInAs: "buyer@example.com" });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const next = await skipFromFirstTabStop();
  assert.ok(screen.getByRole("main").contains(next), "the next Tab stays in the main content");
});

test("signed out, the sign-in screen has it too", async () => {
  await renderAt("/login");
  await screen.findByRole("button", { name: "Log In" });
  const next = await skipFromFirstTabStop();
  assert.ok(screen.getByRole("main").contains(next));
});

test("on the invite screen of the minimal bar, it skips the user menu", async () => {
  await renderAt("/", {
    signedInAs: "owner@example.com",
    storage: { [STORAGE_KEYS.inviteToken]: "demo-invite-valid" },
  });
  await screen.findByRole("button", { name: "Join Harbor Hardware" });
  await skipFromFirstTabStop();
});

test.run();
