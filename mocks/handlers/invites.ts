// Invite endpoints.
import type { Provider } from "../provider.ts";
import { acceptInvite, inviteInfo } from "../rules/invites.ts";
import { restHandler } from "./rest.ts";

export const inviteHandlers = (provider: Provider) => [
  restHandler(provider, "inviteInfo", ({ params }) => inviteInfo(provider, params.token!)),
  restHandler(provider, "acceptInvite", ({ params, session }) =>
    acceptInvite(provider, session, params.token!),
  ),
];
