// The brakes on guessing applied to sign-in, registration and password reset asks: a locked account
// or client is answered 429 with Retry-After before any password is looked at, so a right guess during
// a lock tells nothing.
import type { Throttle } from "../auth/throttle.ts";
import type { Provider } from "../provider.ts";
import { throttled } from "./errors.ts";

/** The longest password accepted anywhere (D50): NIST asks for at least 64; a 5 MB one was hashed. */
export const MAX_PASSWORD_LENGTH = 128;

/** Answers 429 while `key` is locked in `throttle`: "Too many {what}. Try again in N seconds." */
function refuseWhileLocked(throttle: Throttle, key: string, now: number, what: string) {
  const wait = throttle.wait(key, now);
  if (wait) throttled(`Too many ${what}. Try again in ${Math.ceil(wait / 1000)} seconds.`, wait / 1000);
}

/** Refuses a sign-in to `email` from `client` while either is locked. */
export function checkSignIn(provider: Provider, email: string, client: string) {
  const now = provider.now().getTime();
  const { signInAccount, signInClient } = provider.throttles;
  refuseWhileLocked(signInClient, client, now, "failed sign-ins from this device");
  refuseWhileLocked(signInAccount, email, now, "failed sign-ins for this account");
}

/** Counts a failed sign-in against `email` and `client`. */
export function signInFailed(provider: Provider, email: string, client: string) {
  const now = provider.now().getTime();
  provider.throttles.signInAccount.count(email, now);
  provider.throttles.signInClient.count(client, now);
}

/** A sign-in succeeded: the account's failures are forgotten (the client's are not). */
export const signInSucceeded = (provider: Provider, email: string) =>
  provider.throttles.signInAccount.clear(email);

/** Refuses a registration from `client` while it is locked. */
export function checkRegistration(provider: Provider, client: string) {
  const { registerClient } = provider.throttles;
  refuseWhileLocked(
    registerClient,
    client,
    provider.now().getTime(),
    "accounts were registered from this device",
  );
}

/** Counts a registration from `client` that made an account or found the email taken (a probe). */
export const countRegistration = (provider: Provider, client: string) =>
  provider.throttles.registerClient.count(client, provider.now().getTime());

/**
 * Refuses a password reset ask for `email` from `client` while either is locked, else counts it.
 * Known and unknown emails are counted and refused alike: the answer tells nothing of the account (D15).
 */
export function checkResetAsk(provider: Provider, email: string, client: string) {
  const now = provider.now().getTime();
  const { resetEmail, resetClient } = provider.throttles;
  refuseWhileLocked(resetClient, client, now, "password reset requests from this device");
  refuseWhileLocked(resetEmail, email, now, "password reset requests for this email address");
  resetEmail.count(email, now);
  resetClient.count(client, now);
}
