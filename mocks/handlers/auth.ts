// Authentication endpoints.
import * as z from "zod/mini";
import { REST } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { activeUser, login, register, switchStore } from "../rules/accounts.ts";
import { resetPassword, setNewPassword } from "../rules/password-reset.ts";
import { clientOf } from "../auth/throttle.ts";
import { restHandler } from "./rest.ts";

export const authHandlers = (provider: Provider) => [
  restHandler(provider, "login", ({ body, request }) => login(provider, body, clientOf(request))),
  // Missing fields must reach the rule so it can answer its per-field errors.
  restHandler(
    provider,
    "register",
    ({ body, request }) => register(provider, body, clientOf(request)),
    z.partial(REST.register.request),
  ),
  restHandler(provider, "switchStore", ({ body, session }) => switchStore(provider, session, body.storeId)),
  restHandler(provider, "active", ({ session }) => activeUser(provider, session)),
  restHandler(provider, "resetPassword", ({ body, request }) =>
    resetPassword(provider, body, clientOf(request)),
  ),
  restHandler(provider, "setNewPassword", ({ params, body }) =>
    setNewPassword(provider, params.token!, body),
  ),
];
