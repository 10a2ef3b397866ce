// The Products toolbar across the "below N in stock" switch (D104): one list shell holds both lists, so
// the filter keeps focus and the order tray keeps what was typed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";

test("switching to 'below N in stock' and back keeps focus in the filter and the typed target level", async () => {
  await renderAt("/products", { signedInAs: "owner@example.com" });
  await screen.findByRole("navigation", { name: "Products pages" });
  const user = userEvent.setup();
  await user.click(screen.getAllByRole("checkbox", { name: /^Select / })[0]!);
  const tray = within(screen.getByRole("region", { name: "Order From The Catalogue" }));
  const target = tray.getByRole<HTMLInputElement>("spinbutton", { name: "Target level" });
  await user.type(target, "40");
  const below = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Tracked items below" });
  await user.click(below);
  await user.type(below, "20{Enter}");
  await screen.findByText(/lines? below 20 in stock$/);
  assert.is(document.activeElement, below, "focus stays in the filter's field");
  assert.ok(target.isConnected, "the tray's field is the same one");
  assert.is(target.value, "40");

  await user.click(screen.getByRole("button", { name: "Show All Products" }));
  await screen.findByRole("navigation", { name: "Products pages" });
  await waitFor(() => assert.is(document.activeElement, below));
  assert.ok(below.isConnected);
  assert.is(target.value, "40");
});

test.run();
