// The seed's fixed cast: three stores, the five roles per store (the protected two first), the demo accounts
// and the two demo invites. Nothing here is random, so journeys and tests can name them.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../schema/demo.ts";
import { PERMISSION_CATALOG, PERMISSIONS, type PermissionValue } from "../../schema/permissions.ts";
import { hashPassword } from "../auth/password.ts";
import type {
  Db,
  InviteRow,
  MembershipRow,
  PermissionRow,
  RoleRow,
  StoreRow,
  UserRow,
} from "../store/tables.ts";
import type { SeedContext } from "./context.ts";

export const STORE_NAMES = ["Maple Street Market", "Harbor Hardware", "Summit Outdoor Supply"] as const;

const { modifyStore, createPurchaseOrder, receivePurchaseOrder } = PERMISSIONS;
/** The roles every store starts with, the protected two first. */
export const ROLE_PERMISSIONS: readonly [string, readonly PermissionValue[]][] = [
  ["Store Owner", [modifyStore, createPurchaseOrder, receivePurchaseOrder]],
  ["Store Admin", [modifyStore, createPurchaseOrder, receivePurchaseOrder]],
  ["Buyer", [createPurchaseOrder]],
  ["Receiver", [receivePurchaseOrder]],
  ["Viewer", []],
];

const DEMO_INVITES = {
  valid: { token: "demo-invite-valid", email: "invitee@example.com", store: 1, role: "Buyer", days: 30 },
  expired: { token: "demo-invite-expired", email: "late@example.com", store: 0, role: "Viewer", days: -1 },
} as const;

type Accounts = Pick<Db, "stores" | "users" | "memberships" | "permissions" | "roles" | "invites">;

export async function seedAccounts(ctx: SeedContext): Promise<Accounts> {
  const permissions: PermissionRow[] = PERMISSION_CATALOG.map((p) => ({ id: ctx.nextId(), ...p }));
  const permissionId = (value: string) => permissions.find((p) => p.value === value)!.id;

  const stores: StoreRow[] = STORE_NAMES.map((name) => ({
    id: ctx.nextId(),
    name,
    shippingAddress: ctx.address(),
    createdAt: ctx.daysAgo(400),
  }));
  const roles: RoleRow[] = stores.flatMap((store) =>
    ROLE_PERMISSIONS.map(([name, values]) => ({
      id: ctx.nextId(),
      storeId: store.id,
      name,
      permissionIds: values.map(permissionId),
    })),
  );
  const roleId = (storeIndex: number, name: string) =>
    roles.find((r) => r.storeId === stores[storeIndex]!.id && r.name === name)!.id;

  const users: UserRow[] = [];
  const memberships: MembershipRow[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const salt = ctx.faker.string.hexadecimal({ length: 32, casing: "lower", prefix: "" });
    const user: UserRow = {
      id: ctx.nextId(),
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      salt,
      passwordHash: await hashPassword(DEMO_PASSWORD, salt),
      activeStoreId: account.roles.length > 0 ? stores[0]!.id : null,
      createdAt: ctx.daysAgo(300),
    };
    users.push(user);
    account.roles.forEach((role, i) => {
      if (role) memberships.push({ userId: user.id, storeId: stores[i]!.id, roleId: roleId(i, role) });
    });
  }

  const invites: InviteRow[] = Object.values(DEMO_INVITES).map((invite) => ({
    token: invite.token,
    email: invite.email,
    storeId: stores[invite.store]!.id,
    roleId: roleId(invite.store, invite.role),
    createdAt: ctx.daysAgo(7),
    expiresAt: new Date(ctx.referenceDate.getTime() + invite.days * 86_400_000).toISOString(),
    usedAt: null,
    revokedAt: null,
  }));

  return { stores, users, memberships, permissions, roles, invites };
}
