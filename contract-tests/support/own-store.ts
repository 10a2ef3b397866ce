// The provider state "store of its own" (D200, docs/PROVIDERS.md): a new store, its owner and the members a
// test names by key and role, so a test may demote, remove or re-password them without touching the run's
// accounts. The store's name carries the run's id.
import { call, signInAs } from "./client.ts";
import type { Extension } from "./config.ts";
import { unique } from "./sessions.ts";
import type { StateAnswer } from "./states.ts";
import type { Needs } from "./tiers.ts";

/** The five roles every store starts with (spec section 6, D19). */
export type RoleName = "Store Owner" | "Store Admin" | "Buyer" | "Receiver" | "Viewer";

/**
 * Needs of a test on a store of its own with `members` (key -> role) besides its owner, and `outsiders`:
 * keys of accounts that belong to no store (to invite).
 */
export const ownStore = (
  members: Record<string, RoleName> = {},
  extensions: Extension[] = ["members"],
  outsiders: string[] = [],
): Needs => ({
  state: "store of its own",
  stateParams: () => ({ name: unique("Own store"), members, outsiders }),
  extensions,
});

/** The account `key` of the state (owner or a member key). */
export const account = (state: StateAnswer, key: string) => {
  const found = state.accounts[key];
  if (!found) throw new Error(`The state answered no account "${key}": ${JSON.stringify(state.accounts)}`);
  return found;
};

/** Signs `key` in, working in the state's store. */
export async function tokenOf(state: StateAnswer, key: string): Promise<string> {
  const { email, password } = account(state, key);
  const { accessToken, user } = await signInAs(email, password);
  const storeId = Number(state.ids.store);
  if (user.activeStore?.id === storeId) return accessToken;
  const res = await call("switchStore", { token: accessToken, body: { storeId } });
  if (res.status !== 200) throw new Error(`${email} cannot work in the state's store: ${res.status}`);
  return res.body.data.accessToken as string;
}

/** The user id the state answered for `key`. */
export const idOf = (state: StateAnswer, key: string) => Number(state.ids[key]);
