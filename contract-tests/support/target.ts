// Which provider the contract suite talks to (support/config.ts): any provider over HTTP (`npm run
// provider`, or a real one) or, by default, the fake provider in this process (msw/node intercepting
// fetch). Every check goes through real fetch + HTTP semantics either way.
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { isExtensionName } from "../../schema/extensions.ts";
import { config, IN_PROCESS_ORIGIN } from "./config.ts";

/** Whether the provider is another process (anything but the fake in this one). */
export const remote = config.url !== null;

/** The provider's origin, e.g. http://127.0.0.1:4000 (in-process: a made-up host msw intercepts). */
export const origin = config.url ?? IN_PROCESS_ORIGIN;
export const apiBase = `${origin}/api/`;
export const graphqlUrl = `${origin}/graphql/`;

/**
 * The secret the provider signs with, to mint tokens it must refuse (expired): the in-process one's own,
 * or the one the run was given (the HTTP lane starts the server with `--secret` and passes it).
 */
export async function signingSecret(): Promise<string | undefined> {
  if (remote) return config.secret ?? undefined;
  return (await sharedInProcessProvider()).provider.secret;
}

/** Starts the in-process provider once per test process (no-op for a remote one). */
export function ensureProvider(): Promise<unknown> {
  return remote ? Promise.resolve() : sharedInProcessProvider();
}

/**
 * In process, a run told its extensions (`--extensions none|all|<list>`) starts the fake with exactly the
 * contract extensions of that list (D231), as `npm run provider -- --extensions` does (D233): else a
 * spec-only run would meet the fake's own extensions (a permission of 'approval' in every roles list). D29's
 * groups (members, demo, password-reset, health) the fake always serves, over HTTP too. A probed run
 * leaves every extension on.
 */
export async function startInProcessProvider(): Promise<void> {
  if (remote || config.extensions === "probe") return;
  const { provider } = await sharedInProcessProvider();
  provider.extensions.clear();
  for (const name of config.extensions) if (isExtensionName(name)) provider.extensions.add(name);
}
