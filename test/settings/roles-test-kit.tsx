// Shared by the Store Roles screen tests: open the screen as the owner, read its three tables, and
// read what the provider stored for the owner's active store.
import { screen, within } from "@testing-library/react";
import type { Db } from "../../mocks/store/tables.ts";
import type { ExtensionName } from "../../schema/extensions.ts";
import { renderAt } from "../render.tsx";

export const OWNER = "owner@example.com";
export const ROLES_PATH = "/settings/store/roles";

/** Store Roles rendered as the owner sees it, its lists loaded; with approval's permission (D242) unless `extensions` says otherwise. */
export async function openRoles(extensions: ExtensionName[] = ["approval"]) {
  // Named, not the default: npm test's spec-only step runs the roles tests with SCREEN_EXTENSIONS=none.
  const view = await renderAt(ROLES_PATH, { signedInAs: OWNER, extensions });
  await screen.findByRole("button", { name: "Viewer" });
  return view;
}

/** The first column of a table's rows, as shown. */
export const column = (table: string) =>
  within(screen.getByRole("table", { name: table }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")!.textContent);

export const storeOf = (db: Db) => db.users.find((u) => u.email === OWNER)!.activeStoreId!;
export const storedRoles = (db: Db) => db.roles.filter((r) => r.storeId === storeOf(db));
export const storedRole = (db: Db, name: string) => storedRoles(db).find((r) => r.name === name);
export const permissionId = (db: Db, value: string) => db.permissions.find((p) => p.value === value)!.id;

export const button = (name: string) => screen.getByRole("button", { name });
export const refusal = async () => (await screen.findByRole("alert")).textContent ?? "";

/** Answers the question asked before a role is deleted. */
export async function answerDelete(
  user: { click(element: Element): Promise<void> },
  answer: "Confirm" | "Cancel",
) {
  const dialog = await screen.findByRole("dialog", { name: /^Are you sure you want to delete the role/ });
  await user.click(within(dialog).getByRole("button", { name: answer }));
}
