// Provider states (docs/PROVIDERS.md): what the contract suite cannot set up through the spec's
// own calls, asked for by name. Each answers `{ accounts, ids }`. Only reachable when the provider was
// started with them on (`npm run provider -- --provider-states`; always in the tests' in-process one).
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../schema/demo.ts";
import { randomId } from "../auth/digests.ts";
import type { Provider } from "../provider.ts";
import { register } from "./accounts.ts";
import { fail } from "./errors.ts";
import { moveClock } from "./provider-state-clock.ts";
import { storeOfItsOwn } from "./provider-state-store.ts";

interface Account {
  email: string;
  password: string;
}
interface StateAnswer {
  accounts: Record<string, Account>;
  ids: Record<string, string>;
}
type Params = Record<string, unknown>;

/** The seeded owner, a member of every seeded store. */
const OWNER = DEMO_ACCOUNTS[0]!.email;
/** A password register's rules accept, for the accounts a state makes. */
const STATE_PASSWORD = "State-Pass-1234";
const DAY_MS = 86_400_000;

const fresh = (provider: Provider, what: string) =>
  `${what}-${provider.store.nextId(provider.store.db)}-${Math.random().toString(36).slice(2, 8)}@provider-state.test`;

/** The seeded accounts by their role word (owner, buyer, receiver, viewer, newcomer). */
const seededAccounts = () =>
  Object.fromEntries(
    DEMO_ACCOUNTS.map((a) => [a.email.split("@")[0]!, { email: a.email, password: DEMO_PASSWORD }]),
  );

/** The store named `params.store`, else the first seeded store there is. */
function storeOf(provider: Provider, params: Params) {
  const { stores } = provider.store.db;
  const store = params.store === undefined ? stores[0] : stores.find((s) => s.name === params.store);
  if (!store) fail("BAD_USER_INPUT", `No store is named ${JSON.stringify(params.store)}.`);
  return store;
}

const STATES: Record<string, (provider: Provider, params: Params) => Promise<StateAnswer>> = {
  /** Everything back to the seed: the seeded accounts (one password) and the stores' ids. */
  async seed(provider) {
    await provider.reset();
    const ids = Object.fromEntries(provider.store.db.stores.map((s) => [s.name, String(s.id)]));
    return { accounts: seededAccounts(), ids };
  },
  /** A new account that belongs to no store. */
  async "user without store"(provider) {
    const email = fresh(provider, "no-store");
    await register(provider, {
      email,
      firstName: "Nobody",
      lastName: "Storeless",
      password: STATE_PASSWORD,
      passwordConfirmation: STATE_PASSWORD,
    });
    return { accounts: { user: { email, password: STATE_PASSWORD } }, ids: {} };
  },
  /** An invite to `params.store` (default: the first store) for a new email, expired a day ago. */
  async "expired invite"(provider, params) {
    const store = storeOf(provider, params);
    const role = provider.store.db.roles.find((r) => r.storeId === store.id)!;
    const now = provider.now().getTime();
    const invite = {
      token: `state-${randomId()}`,
      email: fresh(provider, "expired-invite"),
      storeId: store.id,
      roleId: role.id,
      createdAt: new Date(now - 8 * DAY_MS).toISOString(),
      expiresAt: new Date(now - DAY_MS).toISOString(),
      usedAt: null,
      revokedAt: null,
    };
    provider.store.write((_db, changes) => changes.insert("invites", invite));
    return { accounts: {}, ids: { token: invite.token, email: invite.email, store: String(store.id) } };
  },
  /**
   * An account that owns a store other than `params.store` (the run's), for the checks that another
   * store's records stay out of reach: the fake answers its seeded owner and such a store.
   */
  async "second store"(provider, params) {
    const { db } = provider.store;
    const owner = db.users.find((u) => u.email === OWNER)!;
    const manages = (storeId: number) =>
      db.memberships.some(
        (m) =>
          m.userId === owner.id &&
          m.storeId === storeId &&
          db.roles.find((r) => r.id === m.roleId)?.name === "Store Owner",
      );
    const store = db.stores.find((s) => s.name !== params.store && manages(s.id));
    if (!store)
      fail("CONFLICT", `${OWNER} owns no store besides ${String(params.store)}: set up "seed" first.`);
    return {
      accounts: { owner: { email: OWNER, password: DEMO_PASSWORD } },
      ids: { store: String(store.id), storeName: store.name },
    };
  },
  /**
   * Every guessing brake's counts and locks forgotten (D203: D50's sign-ins and registrations, D141's
   * reset asks), for every account and client, as Reset demo data forgets them; no data changes.
   */
  async "brakes released"(provider) {
    for (const throttle of Object.values(provider.throttles)) throttle.clearAll();
    return { accounts: {}, ids: {} };
  },
  /** The provider's clock moved `params.advanceSeconds` forward, or back to real time. */
  clock: (provider, params) => moveClock(provider, params),
  /** A new store owned by a new account, with new members of the roles `params.members` names. */
  "store of its own": (provider, params) => storeOfItsOwn(provider, params),
};

/** The states this provider offers, for `GET /api/provider-states`. */
export const listStates = () => ({ states: Object.keys(STATES) });

/** Sets up the state `body.state` names with `body.params`; refuses an unknown one with 400. */
export function setUpState(provider: Provider, body: unknown): Promise<StateAnswer> {
  const { state, params = {} } = (body ?? {}) as { state?: unknown; params?: unknown };
  if (typeof state !== "string" || !Object.hasOwn(STATES, state))
    fail("BAD_USER_INPUT", `Name a state: one of ${Object.keys(STATES).join(", ")}.`);
  if (typeof params !== "object" || params === null || Array.isArray(params))
    fail("BAD_USER_INPUT", `"params" is an object of the state's parameters.`);
  return STATES[state as string]!(provider, params as Params);
}
