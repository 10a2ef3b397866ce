// The demo bar (issue 7): only in demo mode, naming who is signed in where, and 'Reset demo data',
// which asks first, brings back the seed and signs out (the session's data is gone with it).
import { screen, waitFor, within } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Provider } from "../../../../mocks/provider.ts";
import { authenticate } from "../../../../mocks/rules/session.ts";
import { addSupplier } from "../../../../mocks/rules/suppliers.ts";
import { freshState, reloads, renderApp, renderAt } from "../../../../test/render.tsx";
import { NO_FAULTS } from "../../../../mocks/faults/faults.ts";
import { STORAGE_KEYS } from "../../../session/storage.ts";
import { openPanel, OWNER, renderDemo } from "../../../../test/demo-kit.tsx";

const RESET_QUESTION =
  "Reset the demo data? Every change made in the demo is lost, fault injection is turned off, and you will be signed out to start again from the seed.";

/** The provider's view of the stored session, to call its rules as the signed-in user. */
const providerSession = (provider: Provider) =>
  authenticate(provider, `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`);

test("the demo bar names the signed-in demo account, its role and its store", async () => {
  const { bar, provider } = await renderDemo("/", { signedInAs: OWNER });
  const { db } = provider.store;
  const store = db.stores.find((s) => s.id === db.users.find((u) => u.email === OWNER)!.activeStoreId)!;
  const text = bar.getByText(/Signed in as/).textContent;
  assert.is(text, `Signed in as ${OWNER} (Store Owner)`);
  assert.is(bar.getByText(/Store:/).textContent, `Store: ${store.name}`);
  assert.ok(bar.getByRole("button", { name: "Reset demo data" }));
  assert.ok(bar.getByRole("button", { name: "Demo panel" }));
});

test("signed out, the demo bar says so", async () => {
  const { bar } = await renderDemo("/");
  assert.ok(bar.getByText("Signed out"));
  assert.ok(await screen.findByRole("button", { name: "Log In" }), "the sign-in screen still renders");
});

test("there is no demo bar when the config does not say mock", async () => {
  await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  assert.is(screen.queryByRole("region", { name: "Demo" }), null);
});

test("Reset asks first; cancelled it changes nothing, confirmed it restores the seed and signs out", async () => {
  const { bar, provider, user } = await renderDemo("/", { signedInAs: OWNER });
  const session = await providerSession(provider);
  const address = { address1: "1 Main St", city: "Springfield", state: "IL", zipCode: "62701" };
  const added = addSupplier(provider, session, {
    name: "Made Before The Reset",
    primaryAddress: address,
    contactNumber: { number: "5550123" },
  });
  const hasAdded = () => provider.store.db.suppliers.some((s) => s.id === added.id);
  assert.ok(hasAdded());

  await user.click(bar.getByRole("button", { name: "Reset demo data" }));
  let question = within(await screen.findByRole("dialog", { name: RESET_QUESTION }));
  await user.click(question.getByRole("button", { name: "Cancel" }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.ok(hasAdded(), "cancelled: the supplier is still there");
  assert.is(reloads.count, 0);

  await user.click(bar.getByRole("button", { name: "Reset demo data" }));
  question = within(await screen.findByRole("dialog", { name: RESET_QUESTION }));
  await user.click(question.getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.not.ok(hasAdded(), "the seed is back: the supplier is gone");
  assert.is(localStorage.getItem(STORAGE_KEYS.token), null, "signed out");
  assert.is(window.location.pathname, "/", "restarted at the root");
});

test("with faults off the demo bar says nothing about them; applied in the panel, it says which are on", async () => {
  const { bar, provider, user } = await renderDemo("/", { signedInAs: OWNER });
  try {
    await screen.findByText("Where do you want to start?");
    assert.is(bar.queryByText(/Faults on/), null);
    const panel = await openPanel(user, "Fault injection");
    await user.click(await panel.findByLabelText(/^Offline/));
    await user.click(panel.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      assert.is(bar.getByText(/Faults on/).parentElement!.textContent, "Faults on: offline."),
    );
  } finally {
    // The provider outlives this test: leave it answering normally for the next one.
    provider.faults.set(NO_FAULTS);
  }
});

test("faults already on when the app starts (?offline=1, an earlier visit) are named in the bar", async () => {
  const provider = await freshState({ mock: true });
  try {
    provider.faults.set({ latencyMs: 1200, errorRate: 0.3, offline: false });
    await renderApp("/");
    const bar = within(await screen.findByRole("region", { name: "Demo" }));
    await waitFor(() =>
      assert.is(
        bar.getByText(/Faults on/).parentElement!.textContent,
        "Faults on: 1200 ms added latency, 30% of calls fail.",
      ),
    );
  } finally {
    provider.faults.set(NO_FAULTS);
  }
});

test.run();
