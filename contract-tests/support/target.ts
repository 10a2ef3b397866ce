// Which provider the contract suite talks to: PROVIDER_URL (any provider over HTTP: `npm run provider`,
// or a real one) or, by default, the fake provider in this process (msw/node intercepting fetch).
// Every check goes through real fetch + HTTP semantics either way.
import { sharedInProcessProvider } from "../../mocks/node.ts";

const remote = process.env.PROVIDER_URL;

/** The provider's origin, e.g. http://127.0.0.1:4000 (in-process: a made-up host msw intercepts). */
export const origin = (remote ?? "http://provider.test").replace(/\/$/, "");
export const apiBase = `${origin}/api/`;
export const graphqlUrl = `${origin}/graphql/`;

/**
 * The secret the provider signs with, to mint tokens it must refuse (expired): the in-process one's own,
 * or PROVIDER_JWT_SECRET (the HTTP lane starts the server with `--secret` and passes it); else undefined.
 */
export async function signingSecret(): Promise<string | undefined> {
  if (remote) return process.env.PROVIDER_JWT_SECRET;
  return (await sharedInProcessProvider()).provider.secret;
}

/** D29: a run against a real provider sets CONTRACT_SKIP_EXTENSIONS=1 to skip calls outside the known contract. */
export const extensionsAvailable = process.env.CONTRACT_SKIP_EXTENSIONS !== "1";

/** Starts the in-process provider once per test process (no-op for a remote one). */
export function ensureProvider(): Promise<unknown> {
  return remote ? Promise.resolve() : sharedInProcessProvider();
}

/** Back to the seed, so no test depends on another's changes (the demo's reset extension over HTTP). */
export async function resetProvider(): Promise<void> {
  if (!remote) return (await sharedInProcessProvider()).provider.reset();
  // Imported here: client.ts imports this module.
  const { call } = await import("./client.ts");
  const response = await call("demoReset");
  if (response.status !== 200)
    throw new Error(
      `Resetting the provider failed: HTTP ${response.status} ${JSON.stringify(response.body)}`,
    );
}
