// Store administration (issue 6's "Done when"), in one browser context so every account works in the
// same demo store: the owner makes a role on Store Roles, gives it 'Receive purchase orders' and renames
// it, invites a new email as that role on Users; the invitee registers and joins through the link; the
// owner sees the member with the role; the member can receive orders and cannot create them; the owner
// deletes a role no member holds and cannot delete one a member holds. Axe on every settings page.
// Each phase is a function of admin-roles.ts or admin-members.ts.
import {
  assertWorkerIsMember,
  inviteWorker,
  joinByLink,
  openOrderedOrder,
  receiveOrder,
} from "./admin-members.ts";
import {
  deleteUnheldRole,
  makeReceivingRole,
  openSeededRoles,
  pressThroughRefusal,
  refuseHeldRoleDeletion,
  renameReceivingRole,
} from "./admin-roles.ts";
import { openSettings, WORKER } from "./admin-steps.ts";
import { expectFailedResponse } from "./expected-failures.ts";
import { assertNoErrors, checkA11y, journeySuite, openDemo } from "./harness.ts";
import { OWNER, signInToDashboard, signOut } from "./steps.ts";

const test = journeySuite("store administration journey");

test("the owner makes a receiving role, invites a new user with it, who joins and receives an order; a held role stays", async () => {
  const demo = await openDemo("/login");
  try {
    const { page } = demo;
    // -------- The owner: Store Roles.
    await signInToDashboard(demo, OWNER);
    const seeded = await openSeededRoles(page);
    await makeReceivingRole(page, seeded);
    await renameReceivingRole(page, seeded);
    // The empty name is refused on the screen, nothing sent (D103): assertNoErrors fails on any refusal.
    await pressThroughRefusal(page);

    // -------- The owner: Users, invite the new email as the renamed role.
    const link = await inviteWorker(demo);
    await signOut(demo);

    // -------- The invitee: the link, registering, joining.
    await joinByLink(demo, link);
    await signOut(demo);

    // -------- The owner sees the new member with the renamed role.
    await signInToDashboard(demo, OWNER);
    await assertWorkerIsMember(page);
    await signOut(demo);

    // -------- The new member receives an order and cannot create one.
    await signInToDashboard(demo, WORKER.email, WORKER.password);
    await receiveOrder(page, await openOrderedOrder(page));
    await signOut(demo);

    // -------- The owner deletes a role nobody holds; a held role stays, with the provider's reason.
    await signInToDashboard(demo, OWNER);
    await deleteUnheldRole(page, seeded);
    await refuseHeldRoleDeletion(page);
    // By design: the provider refuses to delete a role a member holds with 409 (CONFLICT).
    expectFailedResponse(demo, "DELETE", "/role/", 409);

    // -------- Axe on the other settings pages.
    for (const name of [
      "My Account",
      "Store Information",
      "Storefront Connections",
      "Plans",
      "Billing and Invoices",
    ]) {
      await openSettings(page, name);
      await checkA11y(page, `Settings: ${name}`);
    }

    await assertNoErrors(demo);
  } finally {
    await demo.close();
  }
});

test.run();
