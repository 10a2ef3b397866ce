// The provider state "store of its own" (docs/PROVIDERS.md): a new store owned by a new account,
// with a new account per member the test names, each with the role it names. The contract tests that
// change roles, memberships or passwords take one, so they never touch the run's own accounts.
//   params: { name: the new store's name (the suite puts the run's id in it; a name in use is a 409),
//             members: { <key>: <role name> } (optional; keys letters and digits, not owner/store/storeName),
//             outsiders: [<key>...] (optional; accounts that belong to no store, to invite) }
//   answer: accounts { owner, <key>... } (email, password); ids { store, storeName, owner, <key>... (user ids) }
// The accounts are made here, not through register: the D50 brake counts the API's registrations only,
// and the accounts receive mail (emailProven), as an account whose address its owner proved would.
import { PERMISSIONS } from "../../schema/permissions.ts";
import { randomId } from "../auth/digests.ts";
import { hashPassword, newSalt } from "../auth/password.ts";
import type { Provider } from "../provider.ts";
import { ROLE_PERMISSIONS } from "../seed/accounts.ts";
import type { MembershipRow, RoleRow, UserRow } from "../store/tables.ts";
import { fail } from "./errors.ts";

const PASSWORD = "State-Pass-1234";
const KEY = /^[a-z][A-Za-z0-9]{0,30}$/;
const RESERVED = ["owner", "store", "storeName"];
const MAX_MEMBERS = 10;
const ROLE_NAMES = ROLE_PERMISSIONS.map(([name]) => name);

function parse(params: Record<string, unknown>) {
  const { name, members = {}, outsiders = [] } = params;
  if (typeof name !== "string" || !name.trim() || name.length > 100)
    fail("BAD_USER_INPUT", `"params.name" is the new store's name: 1 to 100 characters.`);
  if (typeof members !== "object" || members === null || Array.isArray(members))
    fail("BAD_USER_INPUT", `"params.members" is an object: { "<key>": "<role name>" }.`);
  if (!Array.isArray(outsiders))
    fail("BAD_USER_INPUT", `"params.outsiders" is an array of keys: accounts of no store.`);
  const entries = [
    ...Object.entries(members as Record<string, unknown>),
    ...outsiders.map((key: unknown) => [key, null] as const),
  ];
  if (new Set(entries.map(([key]) => key)).size < entries.length)
    fail("BAD_USER_INPUT", "A key names one account: members and outsiders share no key.");
  if (entries.length > MAX_MEMBERS) fail("BAD_USER_INPUT", `At most ${MAX_MEMBERS} members and outsiders.`);
  for (const [key, role] of entries) {
    if (typeof key !== "string" || !KEY.test(key) || RESERVED.includes(key))
      fail(
        "BAD_USER_INPUT",
        `Member key ${JSON.stringify(key)}: letters and digits, not ${RESERVED.join("/")}.`,
      );
    if (role !== null && (typeof role !== "string" || !ROLE_NAMES.includes(role)))
      fail("BAD_USER_INPUT", `Member ${key}'s role is one of ${ROLE_NAMES.join(", ")}.`);
  }
  return { name: name.trim(), members: entries as [string, string | null][] };
}

export async function storeOfItsOwn(provider: Provider, params: Record<string, unknown>) {
  const { name, members } = parse(params);
  if (provider.store.db.stores.some((s) => s.name === name))
    fail("CONFLICT", `A store is already named ${JSON.stringify(name)}.`);
  const cast: [string, string | null][] = [["owner", "Store Owner"], ...members];
  const salts = cast.map(() => newSalt());
  const hashes = await Promise.all(salts.map((salt) => hashPassword(PASSWORD, salt)));
  const tag = randomId().slice(0, 8).toLowerCase();
  const accounts: Record<string, { email: string; password: string }> = {};
  const ids: Record<string, string> = {};
  provider.store.write((db, changes) => {
    if (db.stores.some((s) => s.name === name)) fail("CONFLICT", `A store is already named ${name}.`);
    const now = provider.now().toISOString();
    const template = db.stores[0];
    const store = {
      id: provider.store.nextId(db),
      name,
      shippingAddress: template ? { ...template.shippingAddress } : ({} as never),
      createdAt: now,
    };
    changes.insert("stores", store);
    const permissionId = (value: string) => db.permissions.find((p) => p.value === value)!.id;
    const roles: RoleRow[] = ROLE_PERMISSIONS.map(([roleName, values]) => ({
      id: provider.store.nextId(db),
      storeId: store.id,
      name: roleName,
      permissionIds: values.map(permissionId),
    }));
    // As in the seed (D242): the owner role holds the approval extension's permission too, where it exists.
    const approve = db.permissions.find((p) => p.value === PERMISSIONS.approvePurchaseOrder);
    if (approve) roles[0]!.permissionIds.push(approve.id);
    for (const role of roles) changes.insert("roles", role);
    cast.forEach(([key, roleName], i) => {
      const user: UserRow = {
        id: provider.store.nextId(db),
        email: `${key.toLowerCase()}-${store.id}-${tag}@provider-state.test`,
        firstName: key[0]!.toUpperCase() + key.slice(1),
        lastName: "Fresh",
        salt: salts[i]!,
        passwordHash: hashes[i]!,
        activeStoreId: roleName ? store.id : null,
        createdAt: now,
      };
      changes.insert("users", user);
      accounts[key] = { email: user.email, password: PASSWORD };
      ids[key] = String(user.id);
      if (!roleName) return;
      const membership: MembershipRow = {
        userId: user.id,
        storeId: store.id,
        roleId: roles.find((r) => r.name === roleName)!.id,
      };
      changes.insert("memberships", membership);
    });
    Object.assign(ids, { store: String(store.id), storeName: store.name });
  });
  return { accounts, ids };
}
