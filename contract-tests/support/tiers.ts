// What a contract test needs from the provider, and whether this run has it (docs/PROVIDERS.md):
//   black-box   the accounts file only: the test makes its data through the spec's calls, named with the
//               run's id, and asserts only on what it made (the default);
//   states      a named provider state (support/states.ts) first;
//   extensions  D29's calls outside the spec, probed once per group (a 404 or 501 means absent);
//   strict      what our fake decides where the spec is silent or says otherwise, naming the decision.
// A test whose needs this run cannot meet is reported skipped with the reason, and counted.
import { it, type TestContext } from "node:test";
import {
  ACCOUNT_ENDPOINTS,
  DEMO_ENDPOINTS,
  HEALTH_ENDPOINTS,
  MEMBER_ENDPOINTS,
  NOTES_ENDPOINTS,
  REST,
  type RestName,
} from "../../schema/rest.ts";
import { EXTENSION_MARKERS, isExtensionName, type ExtensionName } from "../../schema/extensions.ts";
import { call, gql, send } from "./client.ts";
import { config, EXTENSIONS, type Extension, type Role } from "./config.ts";
import { session } from "./sessions.ts";
import { offeredStates, providerState, resetClock, type StateAnswer, type StateName } from "./states.ts";
import { apiBase } from "./target.ts";

export interface Needs {
  /** Accounts besides the owner's (always needed). */
  roles?: Role[];
  /** The states tier: this provider state is set up before the test. */
  state?: StateName;
  /** The state's params besides `store`, made afresh for each test (names with the run's id). */
  stateParams?: () => object;
  /** The `clock` state (D216): the test moves the provider's clock (advanceClock), put back after it. */
  clock?: true;
  extensions?: Extension[];
  /** The strict tier: the decision (D<n>) the test checks, where the spec is silent or says otherwise. */
  strict?: `D${number}`;
}

export interface Context {
  t: TestContext;
  /** What the provider state answered (the states tier only). */
  state: StateAnswer;
}

// A 404 or 501 on the group's call: the provider does not have it.
const ABSENT = [404, 405, 501];
const PROBES: Record<Extension, () => Promise<number>> = {
  demo: async () => (await send(new URL("demo/health", apiBase), { method: "GET" })).status,
  members: async () => (await call("listMembers", { token: (await session("owner")).token })).status,
  "password-reset": async () => (await call("resetPassword", { body: {} })).status,
  health: async () => (await call("health", { token: null })).status,
  history: () => markerStatus("history"),
  notes: () => markerStatus("notes"),
  arrival: () => markerStatus("arrival"),
  reorder: () => markerStatus("reorder"),
  approval: () => markerStatus("approval"),
};

/**
 * A contract extension (D231) is there when its marker field is in the provider's schema, asked as the
 * app asks: introspection of that type. 200 when listed, 404 otherwise (introspection refused included).
 */
async function markerStatus(name: ExtensionName): Promise<number> {
  const { type, field } = EXTENSION_MARKERS[name];
  const query = `query ContractExtensionProbe($type: String!) { __type(name: $type) { fields { name } } }`;
  const res = await gql(query, { type }, (await session("owner")).token);
  const fields: { name: string }[] = res.body?.data?.__type?.fields ?? [];
  return fields.some((f) => f.name === field) ? 200 : 404;
}
const probes = new Map<Extension, Promise<boolean>>();

/** Whether the provider has extension group `group` (D29): as the run says, or probed once. */
export function hasExtension(group: Extension): Promise<boolean> {
  if (config.extensions !== "probe") return Promise.resolve(config.extensions.includes(group));
  if (!probes.has(group))
    probes.set(
      group,
      PROBES[group]().then((status) => !ABSENT.includes(status)),
    );
  return probes.get(group)!;
}

/** Settles which extension groups the provider has before any file is loaded (run.ts), once. */
export async function probeExtensions(): Promise<void> {
  const found = (
    await Promise.all(EXTENSIONS.map(async (group) => ((await hasExtension(group)) ? [group] : [])))
  ).flat();
  config.extensions = found;
}

// The schema marks a call outside the spec (`extension`); its group is the table it is in.
const GROUPS: [Extension, object][] = [
  ["members", MEMBER_ENDPOINTS],
  ["demo", DEMO_ENDPOINTS],
  ["health", HEALTH_ENDPOINTS],
  ["password-reset", ACCOUNT_ENDPOINTS],
  ["notes", NOTES_ENDPOINTS],
];

/** The extension group (D29) of REST call `name`; null for the spec's own calls and for GraphQL. */
export function extensionOf(name: string): Extension | null {
  const endpoint = REST[name as RestName] as { extension?: true } | undefined;
  if (!endpoint?.extension) return null;
  return GROUPS.find(([, table]) => name in table)![0];
}

/** Whether the provider answers call `name`: the spec's always, an extension's when it has the group. */
export async function offered(name: string): Promise<boolean> {
  const group = extensionOf(name);
  return !group || hasExtension(group);
}

/** Why this run cannot meet `needs`, or null when it can. */
export async function unmet(needs: Needs): Promise<string | null> {
  if (needs.strict && !config.strict)
    return "strict tier: the fake's own decision where the spec is silent, named in the test (run with --strict)";
  for (const role of needs.roles ?? [])
    if (!config.accounts[role]) return `needs a ${role} account, and the accounts file has none`;
  for (const name of [needs.state, needs.clock && "clock"]) {
    if (!name) continue;
    const states = await offeredStates();
    if (typeof states === "string") return `states tier: ${states}`;
    if (!states.includes(name)) return `states tier: the provider does not offer state "${name}"`;
  }
  for (const group of needs.extensions ?? [])
    if (!(await hasExtension(group)))
      return isExtensionName(group)
        ? `extensions tier: the provider has no ${group} extension (its schema lacks ${EXTENSION_MARKERS[group].type}.${EXTENSION_MARKERS[group].field}, D231)`
        : `extensions tier: the provider has no ${group} calls (outside the spec, D29)`;
  return null;
}

/** The test's name as reported: a strict test names the decision it checks. */
export const reported = (name: string, needs: Needs) =>
  needs.strict ? `${name} [strict: ${needs.strict}]` : name;

/** A contract test: run when this run meets `needs`, else reported skipped with the reason. */
export function contract(name: string, needs: Needs, body: (context: Context) => Promise<void>) {
  it(reported(name, needs), async (t) => {
    const why = await unmet(needs);
    if (why) return void t.skip(why);
    const state = needs.state
      ? await providerState(needs.state, needs.stateParams?.())
      : { accounts: {}, ids: {} };
    try {
      await body({ t, state });
    } finally {
      if (needs.clock) await resetClock();
    }
  });
}
