// Which provider the contract suite talks to (support/config.ts): any provider over HTTP (`npm run
// provider`, or a real one) or, by default, the fake provider in this process (msw/node intercepting
// fetch). Every check goes through real fetch + HTTP semantics either way.
import { sharedInProcessProvider } from "../../mocks/node.ts";
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
