// Store members (extensions of the spec): every call needs can_modify_store and works on the token's
// store only; a member or role of another store is answered as one that does not exist. A store never
// loses its last can_modify_store holder, whether by a role change or a removal (yourself included).
import { PERMISSIONS } from "../../schema/permissions.ts";
import type { Member } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { getInStore, parseId } from "../store/finders.ts";
import type { Db, MembershipRow } from "../store/tables.ts";
import { fail } from "./errors.ts";
import { requireAction, type Session } from "./session.ts";

/** The `{ id, name }` of a role, as members and invites show it. */
export const roleRef = (db: Db, roleId: number) => {
  const role = db.roles.find((r) => r.id === roleId)!;
  return { id: role.id, name: role.name };
};

function memberView(db: Db, m: MembershipRow): Member {
  const user = db.users.find((u) => u.id === m.userId)!;
  const { firstName, lastName, email } = user;
  return { userId: user.id, firstName, lastName, email, role: roleRef(db, m.roleId) };
}

function membership(db: Db, storeId: number, userId: string): MembershipRow {
  const id = parseId(userId);
  return (
    db.memberships.find((m) => m.storeId === storeId && m.userId === id) ??
    fail("NOT_FOUND", `Member ${userId} was not found.`)
  );
}

/** Refuses a change after which no member of the store would hold a role with can_modify_store. */
function keepAStoreAdmin(db: Db, storeId: number, changed: MembershipRow, roleIdAfter: number | null) {
  const modifyStore = db.permissions.find((p) => p.value === PERMISSIONS.modifyStore)!.id;
  const admin = (roleId: number | null) =>
    db.roles.some((r) => r.id === roleId && r.permissionIds.includes(modifyStore));
  const remaining = db.memberships.filter(
    (m) => m.storeId === storeId && admin(m === changed ? roleIdAfter : m.roleId),
  );
  if (remaining.length === 0)
    fail(
      "CONFLICT",
      "This is the store's last member who can modify the store: give that permission to another member first.",
    );
}

export function listMembers(provider: Provider, session: Session) {
  const storeId = requireAction(session, "manageMembers");
  const { db } = provider.store;
  return { data: db.memberships.filter((m) => m.storeId === storeId).map((m) => memberView(db, m)) };
}

/** The new role applies to the member's next request (session.ts); their token shows it from the next sign-in. */
export function updateMember(provider: Provider, session: Session, userId: string, roleId: number) {
  const storeId = requireAction(session, "manageMembers");
  const { db } = provider.store;
  const member = membership(db, storeId, userId);
  const role = getInStore(db.roles, storeId, roleId, "Role");
  keepAStoreAdmin(db, storeId, member, role.id);
  provider.store.write((_, changes) => {
    member.roleId = role.id;
    changes.update("memberships", member);
  });
  return { data: memberView(db, member) };
}

/** Removing yourself is the same rule: allowed while another holder of can_modify_store remains. */
export function removeMember(provider: Provider, session: Session, userId: string) {
  const storeId = requireAction(session, "manageMembers");
  const { db } = provider.store;
  const member = membership(db, storeId, userId);
  keepAStoreAdmin(db, storeId, member, null);
  provider.store.write((db, changes) => {
    changes.remove("memberships", member);
    const user = db.users.find((u) => u.id === member.userId)!;
    if (user.activeStoreId === storeId) {
      user.activeStoreId = null;
      changes.update("users", user);
    }
  });
  return { data: {} };
}
