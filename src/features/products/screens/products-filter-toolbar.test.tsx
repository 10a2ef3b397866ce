// The Products toolbar across the "below N in stock" switch (D104): one list shell holds both lists, so
// the filter keeps focus and the order tray keeps what was typed; the level is kept in the URL (issue 12).
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

test("the level is in the URL: a link with it opens the filtered list, and Show All Products leaves it", async () => {
  const { location } = await renderAt("/products?below=20", { signedInAs: "owner@example.com" });
  await screen.findByText(/lines? below 20 in stock$/);
  const below = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Tracked items below" });
  assert.is(below.value, "20");
  const user = userEvent.setup();
  await user.clear(below);
  await user.type(below, "7{Enter}");
  await screen.findByText(/lines? below 7 in stock$/);
  assert.is(location.history!.at(-1), "/products?below=7");
  await user.click(screen.getByRole("button", { name: "Show All Products" }));
  await screen.findByRole("navigation", { name: "Products pages" });
  assert.is(location.history!.at(-1), "/products");
  assert.is(below.value, "");
});

test("a level that is not a whole number of 1 or more in a link is no filter", async () => {
  await renderAt("/products?below=0", { signedInAs: "owner@example.com" });
  await screen.findByRole("navigation", { name: "Products pages" });
  assert.is(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Tracked items below" }).value, "");
});

test.run();
