// The owner's phases of store-admin.journey.ts on Store Roles: the seeded roles (the first two
// protected), a new role given one permission and renamed, and at the end the deletes the provider
// allows and the one it refuses. Named so the journey's one long test reads as its story.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import {
  createRole,
  HELD_ROLE,
  NEW_ROLE,
  openStoreRoles,
  permissionNames,
  readRoles,
  RECEIVE,
  RENAMED_ROLE,
  roleButton,
  rolesTable,
  THROWAWAY_ROLE,
  type RoleRow,
} from "./admin-steps.ts";
import { pathname } from "./steps.ts";
import { checkA11y } from "./harness.ts";
import { table } from "./tables.ts";

/**
 * Opens Store Roles and checks the seeded roles: the first two protected (no rename or delete icon,
 * nothing to move when selected), the others with both icons, HELD_ROLE among them. Returns them.
 */
export async function openSeededRoles(page: Page): Promise<RoleRow[]> {
  await openStoreRoles(page);
  assert.is(pathname(page), "/settings/store/roles");
  const seeded = await readRoles(page);
  assert.equal(
    seeded.slice(0, 2),
    [
      { name: "Store Owner", buttons: ["Store Owner"] },
      { name: "Store Admin", buttons: ["Store Admin"] },
    ],
    "the protected first two roles have no rename or delete icon",
  );
  for (const { name } of seeded.slice(0, 2))
    assert.ok(
      await rolesTable(page)
        .locator("tr", { has: page.getByRole("button", { name, exact: true }) })
        .getByText("Built-in role: read-only", { exact: true })
        .isVisible(),
      `${name} says it is built in`,
    );
  for (const { name, buttons } of seeded.slice(2))
    assert.equal(buttons, [name, `Rename ${name}`, `Delete ${name}`], `${name} has both icons`);
  assert.ok(
    seeded.some((role) => role.name === HELD_ROLE),
    `the seed has ${HELD_ROLE}`,
  );

  // A protected role can be selected but not changed: no add or remove icons.
  await roleButton(page, "Store Owner").click();
  await page.getByText("Store Owner is a built-in role: read-only.", { exact: true }).waitFor();
  assert.is(await roleButton(page, "Store Owner").getAttribute("aria-pressed"), "true");
  assert.is(await page.getByRole("button", { name: /^(Add|Remove) / }).count(), 0, "nothing to move");
  return seeded;
}

/** Creates NEW_ROLE after the `seeded` roles, selects it and gives it RECEIVE, the one permission. */
export async function makeReceivingRole(page: Page, seeded: RoleRow[]): Promise<void> {
  await createRole(page, NEW_ROLE);
  const afterCreate = await readRoles(page);
  assert.equal(afterCreate.at(-1), {
    name: NEW_ROLE,
    buttons: [NEW_ROLE, `Rename ${NEW_ROLE}`, `Delete ${NEW_ROLE}`],
  });
  assert.is(afterCreate.length, seeded.length + 1);

  await roleButton(page, NEW_ROLE).click();
  assert.is(await roleButton(page, NEW_ROLE).getAttribute("aria-pressed"), "true", "selected");
  assert.is(await roleButton(page, "Store Owner").getAttribute("aria-pressed"), "false");
  await table(page, "Current Permissions").getByText("No Data In Table", { exact: true }).waitFor();
  assert.equal(
    await permissionNames(page, "Available Permissions"),
    // The demo has every contract extension on: approval's permission (D242) is one more to give.
    ["Modify store settings", "Create purchase orders", RECEIVE, "Approve purchase orders"],
    "a new role has every permission still to give",
  );
  await table(page, "Available Permissions")
    .getByRole("button", { name: `Add ${RECEIVE}`, exact: true })
    .click();
  await table(page, "Current Permissions")
    .getByRole("button", { name: `Remove ${RECEIVE}`, exact: true })
    .waitFor();
  assert.equal(await permissionNames(page, "Current Permissions"), [RECEIVE]);
  assert.equal(await permissionNames(page, "Available Permissions"), [
    "Modify store settings",
    "Create purchase orders",
    "Approve purchase orders",
  ]);
  await checkA11y(page, "Store Roles with a new role selected");
}

/** Renames the selected NEW_ROLE to RENAMED_ROLE: still selected, its permission kept, in its place. */
export async function renameReceivingRole(page: Page, seeded: RoleRow[]): Promise<void> {
  await rolesTable(page)
    .getByRole("button", { name: `Rename ${NEW_ROLE}`, exact: true })
    .click();
  const renameInput = page.getByRole("textbox", { name: `New name for ${NEW_ROLE}`, exact: true });
  await renameInput.fill(RENAMED_ROLE);
  await renameInput.press("Enter");
  await roleButton(page, RENAMED_ROLE).waitFor();
  assert.is(await roleButton(page, NEW_ROLE).count(), 0, "the old name is gone");
  assert.is(await roleButton(page, RENAMED_ROLE).getAttribute("aria-pressed"), "true", "still selected");
  assert.equal(
    await permissionNames(page, "Current Permissions"),
    [RECEIVE],
    "the rename kept the role's permission",
  );
  assert.equal(
    (await readRoles(page)).map((role) => role.name),
    [...seeded.map((role) => role.name), RENAMED_ROLE],
  );
}

/**
 * A refusal must not move the tables under a press: the new-name input left empty loses focus as the
 * mouse goes down on Rename HELD_ROLE, its create is refused while the button is held, and the press
 * still lands on Rename when the button comes up. Both inputs are closed again at the end.
 */
export async function pressThroughRefusal(page: Page): Promise<void> {
  await page.getByRole("button", { name: "New Role", exact: true }).click();
  const newName = page.getByRole("textbox", { name: "New role name", exact: true });
  await newName.waitFor();
  const rename = rolesTable(page).getByRole("button", { name: `Rename ${HELD_ROLE}`, exact: true });
  const box = (await rename.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.getByRole("alert").filter({ hasText: "A role needs a name." }).waitFor();
  await page.mouse.up();
  const renameInput = page.getByRole("textbox", { name: `New name for ${HELD_ROLE}`, exact: true });
  await renameInput.waitFor();
  await renameInput.press("Escape");
  await newName.press("Escape");
  await newName.waitFor({ state: "detached" });
}

/** Says yes to the question asked before a role is deleted. */
async function confirmRoleDelete(page: Page, role: string): Promise<void> {
  const dialog = page.getByRole("dialog", {
    name: `Are you sure you want to delete the role "${role}"? This can not be undone.`,
  });
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** On Store Roles, creates THROWAWAY_ROLE and deletes it: the `seeded` roles and RENAMED_ROLE stay. */
export async function deleteUnheldRole(page: Page, seeded: RoleRow[]): Promise<void> {
  await openStoreRoles(page);
  await createRole(page, THROWAWAY_ROLE);
  await roleButton(page, THROWAWAY_ROLE).click();
  await rolesTable(page)
    .getByRole("button", { name: `Delete ${THROWAWAY_ROLE}`, exact: true })
    .click();
  await confirmRoleDelete(page, THROWAWAY_ROLE);
  await roleButton(page, THROWAWAY_ROLE).waitFor({ state: "detached" });
  await page.getByText("Select a role to change its permissions.", { exact: true }).waitFor();
  assert.equal(
    (await readRoles(page)).map((role) => role.name),
    [...seeded.map((role) => role.name), RENAMED_ROLE],
    "the deleted role is gone and the others stay",
  );
}

/** Deletes HELD_ROLE, which a member holds: it stays, and the alert gives the provider's reason. */
export async function refuseHeldRoleDeletion(page: Page): Promise<void> {
  await rolesTable(page)
    .getByRole("button", { name: `Delete ${HELD_ROLE}`, exact: true })
    .click();
  await confirmRoleDelete(page, HELD_ROLE);
  const refusal = page.getByRole("alert").filter({ hasText: "The role was not deleted:" });
  await refusal.waitFor();
  assert.is(
    await refusal.innerText(),
    `The role was not deleted: 1 member still holds "${HELD_ROLE}": give them another role first.`,
  );
  assert.ok(await roleButton(page, HELD_ROLE).isVisible(), `${HELD_ROLE} stays`);
}
