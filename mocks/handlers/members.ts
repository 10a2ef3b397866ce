// Store members and invites (extensions of the spec): list, change a member's role, remove; list, issue and
// revoke invites.
import type { Provider } from "../provider.ts";
import { createInvite, listInvites, revokeInvite } from "../rules/member-invites.ts";
import { listMembers, removeMember, updateMember } from "../rules/members.ts";
import { restHandler } from "./rest.ts";

export const memberHandlers = (provider: Provider) => [
  restHandler(provider, "listMembers", ({ session }) => listMembers(provider, session)),
  restHandler(provider, "updateMember", ({ body, params, session }) =>
    updateMember(provider, session, params.userId!, body.roleId),
  ),
  restHandler(provider, "removeMember", ({ params, session }) =>
    removeMember(provider, session, params.userId!),
  ),
  restHandler(provider, "listInvites", ({ session }) => listInvites(provider, session)),
  restHandler(provider, "createInvite", ({ body, session }) => createInvite(provider, session, body)),
  restHandler(provider, "revokeInvite", ({ params, session }) =>
    revokeInvite(provider, session, params.token!),
  ),
];
