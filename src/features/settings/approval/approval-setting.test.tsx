// The approval extension on the settings screens (D242): Store Information's own form sets, changes and
// clears the store's limit, refusing what is not an amount; Store Roles lists the permission like the
// others. Against a spec-only provider neither screen shows any of it, and the role objects are the spec's.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../../../mocks/store/tables.ts";
import type { ExtensionName } from "../../../../schema/extensions.ts";
import { renderAt } from "../../../../test/render.tsx";
import { button, column, OWNER, ROLES_PATH } from "../../../../test/settings/roles-test-kit.tsx";

async function openStoreInformation(extensions: ExtensionName[] = ["approval"]) {
  const view = await renderAt("/settings/store", { signedInAs: OWNER, extensions });
  await screen.findByRole("heading", { name: "Store Information", level: 1 });
  const db: Db = view.provider.store.db;
  const store = db.stores.find((s) => s.id === db.users.find((u) => u.email === OWNER)!.activeStoreId)!;
  return { ...view, store, user: userEvent.setup() };
}

const limitField = () => screen.findByLabelText("Orders above this total need approval ($)");

test("the owner sets the limit, changes it, and clears it; each is stored and said", async () => {
  const { store, user } = await openStoreInformation();
  const field = await limitField();
  await waitFor(() => assert.is((field as HTMLInputElement).disabled, false));
  assert.is((field as HTMLInputElement).value, "", "none set: empty");
  const form = within(field.closest("form")!);
  await user.type(field, "$2,500");
  await user.click(form.getByRole("button", { name: "Save Approval Limit" }));
  await form.findByText("Saved: orders above $2,500.00 need approval.");
  assert.is(store.approvalThresholdCents, 250_000);
  assert.is((field as HTMLInputElement).value, "2500.00");

  await user.clear(field);
  await user.type(field, "abc");
  await user.click(form.getByRole("button", { name: "Save Approval Limit" }));
  await form.findByText("Write an amount of dollars, such as 500 or 2500.00, or leave it empty.");
  assert.is(field.getAttribute("aria-invalid"), "true");
  assert.is(store.approvalThresholdCents, 250_000, "nothing sent");

  await user.clear(field);
  await user.click(form.getByRole("button", { name: "Save Approval Limit" }));
  await form.findByText("Saved: no order needs approval.");
  assert.is(store.approvalThresholdCents, null);
});

test("a stored limit is shown when the screen opens", async () => {
  const view = await renderAt("/", { signedInAs: OWNER, extensions: ["approval"] });
  await screen.findByText("Where do you want to start?");
  view.provider.store.arrange((db) => {
    const storeId = db.users.find((u) => u.email === OWNER)!.activeStoreId;
    db.stores.find((s) => s.id === storeId)!.approvalThresholdCents = 99_950;
  });
  act(() => view.location.navigate("/settings/store"));
  await waitFor(async () => assert.is(((await limitField()) as HTMLInputElement).value, "999.50"));
});

test("against a spec-only provider Store Information has no approval limit", async () => {
  await openStoreInformation([]);
  assert.is(screen.queryByRole("group", { name: "Approval" }), null);
  assert.is(screen.queryByLabelText("Orders above this total need approval ($)"), null);
});

test("Store Roles lists Approve purchase orders only where the provider has the extension", async () => {
  for (const on of [true, false]) {
    const view = await renderAt(ROLES_PATH, { signedInAs: OWNER, extensions: on ? ["approval"] : [] });
    await screen.findByRole("button", { name: "Viewer" });
    const user = userEvent.setup();
    await user.click(button("Store Owner"));
    const spec = ["Modify store settings", "Create purchase orders", "Receive purchase orders"];
    assert.equal(column("Current Permissions"), on ? [...spec, "Approve purchase orders"] : spec);
    await user.click(button("Viewer"));
    assert.equal(column("Available Permissions"), on ? [...spec, "Approve purchase orders"] : spec);
    view.unmount();
  }
});

test.run();
