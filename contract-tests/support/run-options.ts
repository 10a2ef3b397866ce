// The command line of `npm run contract` (contract-tests/run.ts, docs/PROVIDERS.md), read into the
// run's configuration (support/config.ts) and the reporter's settings. A wrong option is a sentence
// and exit code 2, before anything is sent to the provider.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  EXTENSIONS,
  FAKE_ACCOUNTS,
  IN_PROCESS_ORIGIN,
  readAccounts,
  ROLES,
  type RunConfig,
} from "./config.ts";

export class UsageError extends Error {}

export const USAGE = `npm run contract -- [--url URL --accounts FILE] [options]

Runs the contract suite against a provider and ends with "N passed, N failed, N skipped".
Without --url it runs against the fake provider inside this process.

  --url URL          the provider's origin (the API at URL/api/, GraphQL at URL/graphql/)
  --accounts FILE    the accounts file: {"owner": {"email", "password", "store"?}, "buyer"?, "receiver"?,
                     "viewer"?}; or CONTRACT_ACCOUNTS=FILE, or CONTRACT_OWNER_EMAIL/_PASSWORD (and
                     CONTRACT_BUYER_..., _RECEIVER_..., _VIEWER_...)
  --states-url URL   the provider-state call (default URL/api/provider-states; "none": do not ask)
  --extensions LIST  calls outside the spec: probe (default), all, none, or some of ${EXTENSIONS.join(",")}
  --strict           also run the strict tier (our fake's own decisions where the spec is silent)
  --secret S         the provider's token signing secret (or PROVIDER_JWT_SECRET): tests that forge
                     tokens the provider must refuse run only with it
  --reporter NAME    spec (default), junit or tap
  --out FILE         write the report to FILE instead of standard output
  --grep PATTERN     run only the tests whose name matches PATTERN
  --suite NAMES      run only these files of the suite (comma-separated, e.g. suppliers,auth)
  --help             this text

Exit codes: 0 every test run passed (skips allowed), 1 a test failed, 2 a wrong option or accounts
file, 3 the provider could not be reached.`;

export interface RunOptions {
  config: RunConfig;
  reporter: "spec" | "junit" | "tap";
  out: string | null;
  grep: string | null;
  /** The files to run (by name without .test.ts); null: all. */
  suites: string[] | null;
  help: boolean;
}

/** The accounts from the environment's CONTRACT_<ROLE>_EMAIL / _PASSWORD, or null if no owner is given. */
function accountsFromEnv(env: NodeJS.ProcessEnv) {
  const entries = ROLES.flatMap((role) => {
    const email = env[`CONTRACT_${role.toUpperCase()}_EMAIL`];
    const password = env[`CONTRACT_${role.toUpperCase()}_PASSWORD`];
    return email && password ? [[role, { email, password }]] : [];
  });
  return entries.length ? readAccounts(Object.fromEntries(entries), "CONTRACT_*_EMAIL/_PASSWORD") : null;
}

function accountsFile(file: string) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`--accounts ${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return readAccounts(JSON.parse(text), file);
  } catch (error) {
    throw new UsageError(`--accounts ${file}: ${(error as Error).message}`);
  }
}

function extensionsOf(text: string): RunConfig["extensions"] {
  if (text === "probe") return "probe";
  if (text === "all") return [...EXTENSIONS];
  if (text === "none") return [];
  const groups = text.split(",");
  for (const group of groups)
    if (!(EXTENSIONS as readonly string[]).includes(group))
      throw new UsageError(
        `--extensions takes probe, all, none or some of ${EXTENSIONS.join(",")}; got "${group}"`,
      );
  return groups as RunConfig["extensions"];
}

/** The run `args` ask for, with `env` for what the options leave out. */
export function readRunOptions(args: string[], env: NodeJS.ProcessEnv): RunOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: "string" },
        accounts: { type: "string" },
        "states-url": { type: "string" },
        extensions: { type: "string", default: "probe" },
        strict: { type: "boolean", default: false },
        secret: { type: "string" },
        reporter: { type: "string", default: "spec" },
        out: { type: "string" },
        grep: { type: "string" },
        suite: { type: "string" },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const url = (values.url ?? env.PROVIDER_URL)?.replace(/\/+$/, "") || null;
  if (url && !/^https?:\/\/[^/]+$/.test(url))
    throw new UsageError(`--url takes an origin such as https://staging.example.com, got "${url}"`);
  const file = values.accounts ?? env.CONTRACT_ACCOUNTS;
  const accounts = file ? accountsFile(file) : (accountsFromEnv(env) ?? (url ? null : FAKE_ACCOUNTS));
  if (!accounts && !values.help)
    throw new UsageError("--accounts FILE is needed with --url: at least an owner account of the provider");
  const statesUrl = values["states-url"] ?? `${url ?? IN_PROCESS_ORIGIN}/api/provider-states`;
  if (statesUrl !== "none" && !URL.canParse(statesUrl))
    throw new UsageError(`--states-url takes a URL or "none", got "${statesUrl}"`);
  if (!["spec", "junit", "tap"].includes(values.reporter!))
    throw new UsageError(`--reporter takes spec, junit or tap, got "${values.reporter}"`);
  return {
    config: {
      url,
      accounts: accounts ?? FAKE_ACCOUNTS,
      statesUrl: statesUrl === "none" ? null : statesUrl,
      strict: values.strict!,
      extensions: extensionsOf(values.extensions!),
      secret: values.secret ?? env.PROVIDER_JWT_SECRET ?? null,
    },
    reporter: values.reporter as RunOptions["reporter"],
    out: values.out ?? null,
    grep: values.grep ?? null,
    suites: values.suite ? values.suite.split(",").filter(Boolean) : null,
    help: values.help!,
  };
}
