// The edit screen's product search against schema-made answers (issue 13, D58; the screens' sweep is
// test/any-provider.test.tsx): long, non-Latin, blank and empty names and codes read as text, and no
// match reads as the spec's "No products found".
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { answers, EXTREMES, NON_LATIN, unreadable, type Profile } from "../../../../test/any-provider.ts";
import { freshState, renderApp, signInStored } from "../../../../test/render.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { editPage } from "../../../../test/purchase-orders/edit-test-kit.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT.search;

/** The edit page of an OPEN order made of `profile`, searched for "a"; the listbox's option texts. */
async function searchOver(profile: Profile): Promise<string[]> {
  const { server } = await sharedInProcessProvider();
  const open = { ...profile, status: "OPEN" };
  server.use(answers(1, open));
  try {
    cleanup();
    await renderApp("/purchase-orders/1/modify", editPage().wrapper);
    await userEvent.setup().type(await screen.findByRole("combobox", { name: T.label }), "a");
    const list = await screen.findByRole("listbox", { name: T.label });
    await waitFor(() => assert.ok(list.children.length > 0 && !list.hidden, "no options yet"));
    assert.is(unreadable(), null);
    return [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? "");
  } finally {
    server.resetHandlers();
  }
}

test.before(async () => {
  await freshState();
  await signInStored("owner@example.com");
});

test("the product search shows long, non-Latin and blank names and codes as text", async () => {
  const options = await searchOver(EXTREMES);
  assert.ok(
    options.some((text) => text.includes(NON_LATIN)),
    options.join(" | "),
  );
});

test("the product search says No products found when the answer has none", async () => {
  assert.equal(await searchOver({ ...EXTREMES, emptyConnections: ["ProductConnection"] }), [T.none]);
});

test.run();
