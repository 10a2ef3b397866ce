// Settings: Users as the owner of Maple Street Market meets it: members with their roles, a role change
// stored at once, the last-holder refusal, removing a member, failures, and who may open the page.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";
import { arrowDown } from "../../../../test/select-keys.ts";

const OWNER = "owner@example.com";
const PATH = "/settings/store/users";

const storeOf = (db: Db) => db.users.find((u) => u.email === OWNER)!.activeStoreId!;
const userId = (db: Db, email: string) => db.users.find((u) => u.email === email)!.id;
const roleId = (db: Db, name: string) =>
  db.roles.find((r) => r.storeId === storeOf(db) && r.name === name)!.id;
const roleOf = (db: Db, email: string) =>
  db.memberships.find((m) => m.storeId === storeOf(db) && m.userId === userId(db, email))?.roleId;

const table = async () => within(await screen.findByRole("table", { name: "Members" }));
const roleSelect = (name: string) =>
  screen.getByRole("combobox", { name: `Role of ${name}` }) as HTMLSelectElement;
const shownRole = (name: string) => {
  const select = roleSelect(name);
  return [...select.options].find((option) => option.value === select.value)?.textContent;
};

test("the members are listed with their email and role, the signed-in owner marked", async () => {
  await renderAt(PATH, { signedInAs: OWNER });
  assert.ok(screen.getByRole("heading", { level: 1, name: "Users" }));
  await table();
  assert.equal(
    tableRows("Members").map((cells) => cells.slice(0, 2)),
    [
      ["Olivia Bennett (you)", "owner@example.com"],
      ["Ben Carter", "buyer@example.com"],
      ["Rosa Diaz", "receiver@example.com"],
      ["Victor Hale", "viewer@example.com"],
    ],
  );
  assert.equal(["Olivia Bennett", "Ben Carter", "Rosa Diaz", "Victor Hale"].map(shownRole), [
    "Store Owner",
    "Buyer",
    "Receiver",
    "Viewer",
  ]);
});

test("choosing another role stores it at once and says so", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await table();
  await userEvent.setup().selectOptions(roleSelect("Ben Carter"), "Receiver");
  const db = provider.store.db;
  await waitFor(() => assert.is(roleOf(db, "buyer@example.com"), roleId(db, "Receiver")));
  assert.ok(
    await screen.findByText("Ben Carter is now Receiver. The new role applies from their next sign-in."),
  );
  assert.is(shownRole("Ben Carter"), "Receiver");
});

test("arrows on a closed role select store nothing; Enter stores the role reached, Escape goes back", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await table();
  const db = provider.store.db;
  const before = roleOf(db, "buyer@example.com");
  const select = roleSelect("Ben Carter");
  select.focus();
  arrowDown(select);
  const passed = shownRole("Ben Carter");
  arrowDown(select);
  const reached = shownRole("Ben Carter");
  assert.is.not(passed, reached);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  assert.is(roleOf(db, "buyer@example.com"), before, "nothing stored on the way");

  const user = userEvent.setup();
  await user.keyboard("{Escape}");
  assert.is(roleSelect("Ben Carter").value, String(before), "Escape shows the stored role again");

  arrowDown(select);
  await user.keyboard("{Enter}");
  await waitFor(() => assert.is(roleOf(db, "buyer@example.com"), roleId(db, passed!)));
  assert.ok(
    await screen.findByText(`Ben Carter is now ${passed}. The new role applies from their next sign-in.`),
  );
});

test("leaving a role select after the arrows stores the role reached", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await table();
  const select = roleSelect("Ben Carter");
  select.focus();
  arrowDown(select);
  const reached = shownRole("Ben Carter")!;
  await userEvent.setup().tab();
  const db = provider.store.db;
  await waitFor(() => assert.is(roleOf(db, "buyer@example.com"), roleId(db, reached)));
});

test("the only owner demoting itself is refused in one red line and keeps its role", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await table();
  await userEvent.setup().selectOptions(roleSelect("Olivia Bennett"), "Buyer");
  const alert = await screen.findByRole("alert");
  assert.match(
    alert.textContent!,
    /^The role was not changed: This is the store's last member who can modify/,
  );
  assert.is(alert.className, "form-error");
  await waitFor(() => assert.is(shownRole("Olivia Bennett"), "Store Owner"));
  assert.is(roleOf(provider.store.db, OWNER), roleId(provider.store.db, "Store Owner"));
});

test("Remove asks first, then takes the member out of the store", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  const user = userEvent.setup();
  await user.click((await table()).getByRole("button", { name: "Remove Ben Carter" }));
  const dialog = screen.getByRole("dialog", {
    name: "Remove Ben Carter from this store? They lose access to it at once.",
  });
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  assert.ok(roleOf(provider.store.db, "buyer@example.com"), "still a member after Cancel");
  await user.click(screen.getByRole("button", { name: "Remove Ben Carter" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(roleOf(provider.store.db, "buyer@example.com"), undefined));
  await waitFor(() => assert.is(screen.queryByRole("cell", { name: "buyer@example.com" }), null));
  assert.ok(screen.getByText("Ben Carter was removed from the store."));
});

test("a list that fails to load says so, and Try Again loads it", async () => {
  const view = await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  const db = view.provider.store.db;
  // A membership whose role is gone makes the fake fail (HTTP 500): a stand-in for any failure.
  const broken = { userId: userId(db, "newcomer@example.com"), storeId: storeOf(db), roleId: 999_999 };
  view.provider.store.arrange((db) => db.memberships.push(broken));
  act(() => view.location.navigate(PATH));
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent!, /^The users could not be loaded: /);
  view.provider.store.arrange((db) => void (db.memberships = db.memberships.filter((m) => m !== broken)));
  await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
  assert.ok(await screen.findByRole("table", { name: "Members" }));
});

test("a buyer opening the page gets the not-found page", async () => {
  await renderAt(PATH, { signedInAs: "buyer@example.com" });
  assert.ok(
    await screen.findByRole("heading", {
      name: "Hmm...this page doesn't exist. Try searching for something else!",
    }),
  );
  assert.is(screen.queryByRole("heading", { name: "Users" }), null);
});

test("a provider without the members calls gets a plain line, no Try Again and no invite form", async () => {
  // Another provider's answer to a route it does not have: 404 without any of the provider's error codes.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).endsWith("/store/members")
      ? Promise.resolve(new Response("Not Found", { status: 404 }))
      : realFetch(input, init);
  try {
    await renderAt(PATH, { signedInAs: OWNER });
    assert.ok(await screen.findByText("This store's provider does not list its users or send invites here."));
    assert.is(screen.queryByRole("button", { name: "Try Again" }), null);
    assert.is(screen.queryByRole("button", { name: "Send Invite" }), null);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test.run();
