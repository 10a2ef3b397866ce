// What one contract run is pointed at (docs/PROVIDERS.md): the provider's URL (none: the fake provider
// in this process), the accounts the black-box tier signs in with, the provider-state call, and which
// optional tiers are on. `npm run contract` (contract-tests/run.ts) hands it to the test process as
// CONTRACT_RUN (JSON); without it, the older variables still work (PROVIDER_URL, PROVIDER_JWT_SECRET,
// CONTRACT_SKIP_EXTENSIONS) and everything is on, as in the repository's own lanes.
import fakeAccounts from "../accounts.fake.json" with { type: "json" };

export const ROLES = ["owner", "buyer", "receiver", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** An account of the accounts file; `store`: the name of the store it works in (default: the owner's first). */
export interface Account {
  email: string;
  password: string;
  store?: string;
}
export type Accounts = Partial<Record<Role, Account>> & { owner: Account };

/**
 * D29's groups of calls outside the spec, and the contract extensions of schema/extensions.ts (D231),
 * each probed on its own.
 */
export const EXTENSIONS = [
  "members",
  "demo",
  "password-reset",
  "health",
  "history",
  "notes",
  "arrival",
  "reorder",
  "approval",
] as const;
export type Extension = (typeof EXTENSIONS)[number];

export interface RunConfig {
  /** The provider's origin; null: the fake provider inside this process. */
  url: string | null;
  accounts: Accounts;
  /** Where the provider-state call is; null: the suite does not ask (the states tier is skipped). */
  statesUrl: string | null;
  /** The strict tier (what our fake decides where the spec is silent): off unless asked. */
  strict: boolean;
  /** "probe": ask the provider once per group; else exactly the groups given. */
  extensions: "probe" | Extension[];
  /** The provider's signing secret, if known: tests that mint tokens it must refuse need it. */
  secret: string | null;
}

/** Checks an accounts file's content: an owner with email and password, the other roles optional. */
export function readAccounts(value: unknown, where: string): Accounts {
  const problem = (why: string) => new Error(`${where}: ${why}`);
  if (!value || typeof value !== "object") throw problem("an object of accounts by role is expected");
  const accounts: Partial<Record<Role, Account>> = {};
  for (const [role, account] of Object.entries(value)) {
    if (!(ROLES as readonly string[]).includes(role))
      throw problem(`"${role}" is not a role the suite knows (${ROLES.join(", ")})`);
    const { email, password, store } = (account ?? {}) as Partial<Account>;
    if (typeof email !== "string" || typeof password !== "string")
      throw problem(`${role} needs "email" and "password" strings`);
    if (store !== undefined && typeof store !== "string")
      throw problem(`${role}'s "store" is a store's name`);
    accounts[role as Role] = { email, password, ...(store && { store }) };
  }
  if (!accounts.owner) throw problem(`an "owner" account is required`);
  return accounts as Accounts;
}

/** The seeded accounts of our fake provider (contract-tests/accounts.fake.json). */
export const FAKE_ACCOUNTS = readAccounts(fakeAccounts, "contract-tests/accounts.fake.json");

/** The run as the older environment variables describe it: everything on, as the repository's lanes ran. */
function fromEnvironment(env: NodeJS.ProcessEnv): RunConfig {
  const url = env.PROVIDER_URL?.replace(/\/$/, "") || null;
  return {
    url,
    accounts: FAKE_ACCOUNTS,
    statesUrl: `${url ?? IN_PROCESS_ORIGIN}/api/provider-states`,
    strict: env.CONTRACT_STRICT !== "0",
    extensions: env.CONTRACT_SKIP_EXTENSIONS === "1" ? [] : [...EXTENSIONS],
    secret: env.PROVIDER_JWT_SECRET ?? null,
  };
}

/** The made-up origin msw intercepts when the fake provider runs in this process. */
export const IN_PROCESS_ORIGIN = "http://provider.test";

export const config: RunConfig = process.env.CONTRACT_RUN
  ? (JSON.parse(process.env.CONTRACT_RUN) as RunConfig)
  : fromEnvironment(process.env);
