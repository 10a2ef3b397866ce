// Accounts and sessions: sign-in, registration, store switching, the current user, password
// reset. A session is a signed token plus the user view the app stores (spec section 3).
import * as z from "zod/mini";
import { TOKEN_TTL_SECONDS } from "../../schema/claims.ts";
import { nameProblem, normalizeName } from "../../schema/names.ts";
import type { User } from "../../schema/rest.ts";
import { hashPassword, newSalt } from "../auth/password.ts";
import { signToken } from "../auth/jwt.ts";
import { ONE_CLIENT } from "../auth/throttle.ts";
import type { Provider } from "../provider.ts";
import type { Db, UserRow } from "../store/tables.ts";
import { shownPermission } from "./approval.ts";
import { fail } from "./errors.ts";
import {
  checkRegistration,
  checkSignIn,
  countRegistration,
  MAX_PASSWORD_LENGTH,
  signInFailed,
  signInSucceeded,
} from "./guessing.ts";
import { currentRole, type Session } from "./session.ts";

export const isEmail = (value: string) => z.email().safeParse(value).success;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function userView(db: Db, user: UserRow, storeId: number | null): User {
  const stores = db.memberships
    .filter((m) => m.userId === user.id)
    .map((m) => db.stores.find((s) => s.id === m.storeId)!);
  const active = stores.find((s) => s.id === storeId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    activeStore: active
      ? { id: active.id, name: active.name, shippingAddress: active.shippingAddress }
      : null,
    availiableStores: stores.map((s) => ({ id: s.id, name: s.name })),
  };
}

/**
 * Signs a token for the user in `storeId` (null: no store). Its Role and Permissions are for the app's
 * display and route gating only: the provider reads them from the store on every request (session.ts).
 */
async function issueSession(provider: Provider, user: UserRow, storeId: number | null) {
  const { db } = provider.store;
  const { membership, role, permissions } = currentRole(db, user.id, storeId);
  const iat = Math.floor(provider.now().getTime() / 1000);
  const accessToken = await signToken(
    {
      sub: String(user.id),
      email: user.email,
      storeId: membership ? storeId : null,
      Role: role?.name ?? null,
      Permissions: permissions.filter((value) => shownPermission(provider, value)),
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
      sid: db.epoch,
      gen: user.sessionGeneration ?? 0,
    },
    provider.secret,
  );
  return { data: { accessToken, user: userView(db, user, membership ? storeId : null) } };
}

/** The store a sign-in opens: the last one used while still a member, else the first, else none. */
function storeToOpen(db: Db, user: UserRow): number | null {
  const mine = db.memberships.filter((m) => m.userId === user.id);
  return (mine.find((m) => m.storeId === user.activeStoreId) ?? mine[0])?.storeId ?? null;
}

/** Sign-in, braked per account and per `client` (D50): failures only are counted. */
export async function login(
  provider: Provider,
  input: { email: string; password: string },
  client = ONE_CLIENT,
) {
  const email = normalizeEmail(input.email);
  if (input.password.length > MAX_PASSWORD_LENGTH)
    fail("BAD_USER_INPUT", `Passwords are at most ${MAX_PASSWORD_LENGTH} characters.`);
  checkSignIn(provider, email, client);
  const user = provider.store.db.users.find((u) => u.email === email);
  // One answer for an unknown email and a wrong password, so sign-in cannot probe for accounts.
  if (!user || (await hashPassword(input.password, user.salt)) !== user.passwordHash) {
    signInFailed(provider, email, client);
    fail("UNAUTHENTICATED", "The email address or password is incorrect.");
  }
  signInSucceeded(provider, email);
  return issueSession(provider, user, storeToOpen(provider.store.db, user));
}

export async function switchStore(provider: Provider, session: Session, storeId: number) {
  const { user } = session;
  if (!provider.store.db.memberships.some((m) => m.userId === user.id && m.storeId === storeId))
    fail("NOT_FOUND", `Store ${storeId} was not found.`);
  provider.store.write((_, changes) => {
    user.activeStoreId = storeId;
    changes.update("users", user);
  });
  return issueSession(provider, user, storeId);
}

export function activeUser(provider: Provider, session: Session) {
  return { data: userView(provider.store.db, session.user, session.storeId) };
}

export interface RegisterInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  passwordConfirmation?: string;
}

const PASSWORD_RULES: [RegExp, string, string][] = [
  [/.{8,}/, "PasswordTooShort", "Passwords must be at least 8 characters."],
  [/\d/, "PasswordRequiresDigit", "Passwords must have at least one digit ('0'-'9')."],
  [/[A-Z]/, "PasswordRequiresUpper", "Passwords must have at least one uppercase ('A'-'Z')."],
  [/[a-z]/, "PasswordRequiresLower", "Passwords must have at least one lowercase ('a'-'z')."],
];

/** D50: a 5 MB password was hashed; beyond the cap it is refused before anything else. */
const tooLong = {
  code: "PasswordTooLong",
  description: `Passwords must be at most ${MAX_PASSWORD_LENGTH} characters.`,
};

/** The password rules a password breaks, as the `{ code, description }` list register answers. */
export function passwordProblems(password: string): { code: string; description: string }[] {
  if (password.length > MAX_PASSWORD_LENGTH) return [tooLong];
  return PASSWORD_RULES.filter(([rule]) => !rule.test(password)).map(([, code, description]) => ({
    code,
    description,
  }));
}

function fieldErrors(input: RegisterInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, value: string | undefined, label: string, max = 100) => {
    const text = normalizeName(value ?? "");
    const problem = nameProblem(text);
    if (!text) errors[field] = [`The ${label} field is required.`];
    else if (text.length > max) errors[field] = [`The ${label} field must be at most ${max} characters.`];
    else if (problem) errors[field] = [`The ${label} field ${problem}.`];
  };
  need("FirstName", input.firstName, "First Name");
  need("LastName", input.lastName, "Last Name");
  need("Email", input.email, "Email Address", 200);
  if (!errors.Email && !isEmail(input.email!.trim()))
    errors.Email = ["The Email Address field is not a valid email address."];
  if (!input.password) errors.Password = ["The Password field is required."];
  if (!input.passwordConfirmation)
    errors.PasswordConfirmation = ["The Confirm Your Password field is required."];
  else if (input.password && input.password !== input.passwordConfirmation)
    errors.PasswordConfirmation = ["The passwords do not match."];
  return errors;
}

/**
 * Field errors first, then password rules and a taken email as a list; a new account has no store.
 * An account made or an email found taken counts against the `client`'s registrations.
 */
export async function register(provider: Provider, input: RegisterInput, client = ONE_CLIENT) {
  const errors = fieldErrors(input);
  if (Object.keys(errors).length) fail("BAD_USER_INPUT", "Some fields are missing or malformed.", { errors });
  checkRegistration(provider, client);
  const email = normalizeEmail(input.email!);
  const problems = passwordProblems(input.password!);
  const taken = () => provider.store.db.users.some((u) => u.email === email);
  const duplicate = { code: "DuplicateEmail", description: `Email '${email}' is already taken.` };
  if (taken()) {
    countRegistration(provider, client);
    problems.push(duplicate);
  }
  if (problems.length) fail("BAD_USER_INPUT", problems.map((p) => p.description).join("\n"), problems);
  const salt = newSalt();
  const passwordHash = await hashPassword(input.password!, salt);
  // Again after hashing: the same form sent twice may have registered the email in the meantime.
  if (taken()) fail("BAD_USER_INPUT", duplicate.description, [duplicate]);
  countRegistration(provider, client);
  provider.store.write((db, changes) => {
    changes.insert("users", {
      id: provider.store.nextId(db),
      email,
      firstName: normalizeName(input.firstName!),
      lastName: normalizeName(input.lastName!),
      salt,
      passwordHash,
      activeStoreId: null,
      createdAt: provider.now().toISOString(),
      emailProven: false, // D158: whoever registers an address first does not read its mail
    });
  });
  return { data: { email } };
}
