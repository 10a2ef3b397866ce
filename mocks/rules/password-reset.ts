// The password reset loop (an extension of the spec): asking mails a link that holds a one-time
// token, and the token sets a new password under the same rules as registration. The answer to the ask
// is the same whether or not the account exists; the token works once, for RESET_TTL_MINUTES, and
// asking again replaces it. Only a hash of the token is kept, as a real server would.
import type { Provider } from "../provider.ts";
import { hex, sha256 } from "../auth/digests.ts";
import { hashPassword, newSalt } from "../auth/password.ts";
import { ONE_CLIENT } from "../auth/throttle.ts";
import { fail } from "./errors.ts";
import { checkResetAsk } from "./guessing.ts";
import { isEmail, normalizeEmail, passwordProblems } from "./accounts.ts";

const RESET_TTL_MINUTES = 60;

const tokenHash = async (token: string) => hex(await sha256(token));

/** The app's path the mail links to; the provider cannot know where the app is hosted. */
const resetPath = (token: string) => `/reset-password/${token}`;

/**
 * The same answer (D15) whether or not the account exists; a mail with a link lands in the outbox when it
 * does. Braked per email and per `client`, before the account is looked up.
 */
export async function resetPassword(provider: Provider, input: { email: string }, client = ONE_CLIENT) {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) fail("BAD_USER_INPUT", "Enter a valid email address.");
  checkResetAsk(provider, email, client);
  const user = provider.store.db.users.find((u) => u.email === email);
  if (!user) return { data: {} };
  const token = newSalt() + newSalt();
  const hash = await tokenHash(token);
  const now = provider.now();
  provider.store.write((db, changes) => {
    const row = db.users.find((u) => u.id === user.id)!;
    changes.update("users", row);
    row.passwordReset = {
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
    };
    changes.insert("outbox", {
      id: provider.store.nextId(db),
      storeId: null,
      kind: "reset-password",
      to: email,
      subject: "Reset your Stock Sense password",
      body: `Hello ${row.firstName}, someone asked to reset the password of this account. If it was you, open ${resetPath(token)} to choose a new one; the link works once, for ${RESET_TTL_MINUTES} minutes. If not, ignore this message.`,
      purchaseOrderId: null,
      createdAt: now.toISOString(),
    });
  });
  return { data: {} };
}

const INVALID = "This reset link is invalid, used or expired. Ask for a new one.";

/** The mailed token sets a new password (register's rules), once, before it expires. */
export async function setNewPassword(
  provider: Provider,
  token: string,
  input: { password: string; passwordConfirmation: string },
) {
  const hash = await tokenHash(token);
  const now = provider.now();
  const holder = () =>
    provider.store.db.users.find(
      (u) => u.passwordReset?.tokenHash === hash && new Date(u.passwordReset.expiresAt) > now,
    );
  if (!holder()) fail("BAD_USER_INPUT", INVALID, { code: "InvalidToken", description: INVALID });
  if (input.password !== input.passwordConfirmation) {
    const mismatch = { code: "PasswordMismatch", description: "The passwords do not match." };
    fail("BAD_USER_INPUT", mismatch.description, [mismatch]);
  }
  const problems = passwordProblems(input.password);
  if (problems.length) fail("BAD_USER_INPUT", problems.map((p) => p.description).join("\n"), problems);
  const salt = newSalt();
  const passwordHash = await hashPassword(input.password, salt);
  // Again after hashing: the same link may have been used in the meantime.
  const user = holder() ?? fail("BAD_USER_INPUT", INVALID, { code: "InvalidToken", description: INVALID });
  provider.store.write((db, changes) => {
    const row = db.users.find((u) => u.id === user.id)!;
    Object.assign(row, {
      salt,
      passwordHash,
      passwordReset: null,
      // Every token issued before this write is refused from now on, whatever second it was issued in.
      sessionGeneration: (row.sessionGeneration ?? 0) + 1,
      // D158: the token reached the address, so its mail is the account's to read.
      ...(row.emailProven === false && { emailProven: true }),
    });
    changes.update("users", row);
  });
  return { data: {} };
}
