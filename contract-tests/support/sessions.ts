// The black-box tier's accounts (support/config.ts): each signed in and working in the run's store, the
// store named in the accounts file or else the owner's first. And the run's id, which names everything
// a black-box test makes, so two runs on one provider never see each other's data as their own.
import * as assert from "uvu/assert";
import { call, signInAs } from "./client.ts";
import { config, type Account, type Role } from "./config.ts";

/** This run's id: `ct-<base36 time>-<random>`. */
export const runId = `ct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

let made = 0;
/** A name no other run and no other call of this run has: `what` with the run's id and a counter. */
export const unique = (what: string) => `${what} ${runId}-${++made}`;
/** An email address no account has yet, for the run (registration makes real accounts: staging only). */
export const uniqueEmail = () => `${runId}-${++made}@contract-test.example`;

/** Registers `email` (a new account, in no store) through the API and signs it in. */
export async function registerAndSignIn(email: string, password: string) {
  const body = { email, firstName: "Nia", lastName: "Knight", password, passwordConfirmation: password };
  const res = await call("register", { body });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return signInAs(email, password);
}

export interface Session {
  token: string;
  /** The account's id (the token's subject). */
  userId: string;
  storeId: number;
  storeName: string;
}

let theStore: Promise<{ id: number; name: string }> | null = null;

/** The store every account of the run works in. */
export function runStore() {
  theStore ??= (async () => {
    const owner = config.accounts.owner;
    const { user } = await signInAs(owner.email, owner.password);
    const store = owner.store
      ? user.availiableStores.find((s) => s.name === owner.store)
      : user.availiableStores[0];
    if (!store)
      throw new Error(
        owner.store
          ? `The owner account ${owner.email} is not a member of "${owner.store}"`
          : `The owner account ${owner.email} has no store`,
      );
    return store;
  })();
  return theStore;
}

/** Signs `role`'s account in (afresh: a state may have signed everyone out) in the run's store. */
export async function session(role: Role): Promise<Session> {
  const account = config.accounts[role];
  if (!account) throw new Error(`The accounts file has no ${role} account`);
  const store = await runStore();
  const signedIn = await signInAs(account.email, account.password);
  let token = signedIn.accessToken;
  if (signedIn.user.activeStore?.id !== store.id) {
    const res = await call("switchStore", { token, body: { storeId: store.id } });
    if (res.status !== 200)
      throw new Error(
        `${account.email} cannot work in "${store.name}": ${res.status} ${JSON.stringify(res.body)}`,
      );
    token = res.body.data.accessToken;
  }
  const userId = String(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")).sub);
  return { token, userId, storeId: store.id, storeName: store.name };
}

/** A token of the "second store" state's account (support/states.ts), working in that store. */
export async function otherStoreToken(state: {
  accounts: Record<string, Account>;
  ids: Record<string, string>;
}) {
  const { email, password } = state.accounts.owner!;
  const { accessToken, user } = await signInAs(email, password);
  const storeId = Number(state.ids.store);
  if (user.activeStore?.id === storeId) return accessToken;
  const res = await call("switchStore", { token: accessToken, body: { storeId } });
  if (res.status !== 200) throw new Error(`The second store's account cannot work in it: ${res.status}`);
  return res.body.data.accessToken as string;
}
