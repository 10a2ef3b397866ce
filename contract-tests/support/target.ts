// Which provider the contract suite talks to: PROVIDER_URL (any provider over HTTP: `npm run provider`,
// or a real one) or, by default, the fake provider in this process (msw/node intercepting fetch).
// Every check goes through real fetch + HTTP semantics either way.
import { DEV_SECRET } from "../../mocks/provider.ts";
import { sharedInProcessProvider } from "../../mocks/node.ts";

const remote = process.env.PROVIDER_URL;

/** The provider's origin, e.g. http://127.0.0.1:4000 (in-process: a made-up host msw intercepts). */
export const origin = (remote ?? "http://provider.test").replace(/\/$/, "");
export const apiBase = `${origin}/api/`;
export const graphqlUrl = `${origin}/graphql/`;

/** The secret the fake signs with, to mint tokens it must refuse (expired); a real provider's is unknown. */
export const signingSecret =
  process.env.PROVIDER_JWT_SECRET ?? (remote ? undefined : DEV_SECRET) ?? DEV_SECRET;

/** D29: a run against a real provider sets CONTRACT_SKIP_EXTENSIONS=1 to skip calls outside the known contract. */
export const extensionsAvailable = process.env.CONTRACT_SKIP_EXTENSIONS !== "1";

/** Starts the in-process provider once per test process (no-op for a remote one). */
export function ensureProvider(): Promise<unknown> {
  return remote ? Promise.resolve() : sharedInProcessProvider();
}

/** Back to the seed, so no test depends on another's changes (the demo's reset extension over HTTP). */
export async function resetProvider(): Promise<void> {
  if (!remote) return (await sharedInProcessProvider()).provider.reset();
  const response = await fetch(`${apiBase}demo/reset`, { method: "POST" });
  if (!response.ok) throw new Error(`Resetting the provider failed: HTTP ${response.status}`);
}
