// Accounts and sessions (spec section 3): signing in and up, switching store, the
// current user, and resetting a password.
import * as z from "zod/mini";
import { User } from "../user.ts";
import { Empty, endpoint, Id, NoBody } from "./shared.ts";

export { User };

const Session = z.object({ data: z.object({ accessToken: z.string().check(z.minLength(1)), user: User }) });

export const ACCOUNT_ENDPOINTS = {
  login: endpoint({
    method: "POST",
    path: "authentication/login",
    body: "json",
    request: z.object({ email: z.string(), password: z.string() }),
    answer: "json",
    response: Session,
    auth: false,
  }),
  register: endpoint({
    method: "POST",
    path: "authentication/register",
    body: "json",
    request: z.object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      password: z.string(),
      passwordConfirmation: z.string(),
    }),
    answer: "json",
    response: z.object({ data: z.object({ email: z.string() }) }),
    auth: false,
  }),
  switchStore: endpoint({
    method: "POST",
    path: "authentication/switchStore",
    body: "json",
    request: z.object({ storeId: Id }),
    answer: "json",
    response: Session,
    auth: true,
  }),
  /** The spec does not show this answer; the fake provider answers the token's current user. */
  active: endpoint({
    method: "GET",
    path: "authentication/active",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: User }),
    auth: true,
  }),
  /** D15: always 200 for a well-formed email, whether or not an account exists. */
  resetPassword: endpoint({
    method: "POST",
    path: "authentication/reset-password",
    body: "json",
    request: z.object({ email: z.string() }),
    answer: "json",
    response: z.object({ data: Empty }),
    auth: false,
    extension: true,
  }),
  /** The reset mail's token sets a new password (register's rules); once, before it expires. */
  setNewPassword: endpoint({
    method: "POST",
    path: "authentication/reset-password/:token",
    body: "json",
    request: z.object({ password: z.string(), passwordConfirmation: z.string() }),
    answer: "json",
    response: z.object({ data: Empty }),
    auth: false,
    extension: true,
  }),
} as const;
