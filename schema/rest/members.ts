// A store's members and invites (not in the known contract): who belongs to the store with which role, the
// invites not yet used, and the invite link an invited person opens and accepts.
import * as z from "zod/mini";
import { Empty, endpoint, Id, NoBody } from "./shared.ts";

const RoleRef = z.object({ id: Id, name: z.string() });
/** A member of the token's store with the role held there. */
export const Member = z.object({
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleRef,
});
export type Member = z.infer<typeof Member>;
/** An invite not yet used or revoked; `expired` once `expiresAt` has passed (it is still listed to revoke). */
export const StoreInvite = z.object({
  token: z.string(),
  email: z.string(),
  role: RoleRef,
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type StoreInvite = z.infer<typeof StoreInvite>;

/** The invite link, in the known contract. */
export const INVITE_LINK_ENDPOINTS = {
  /** D14: `{ data: {} }` means invalid or expired. */
  inviteInfo: endpoint({
    method: "GET",
    path: "user/invite/:token",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ storeName: z.optional(z.string()) }) }),
    auth: false,
  }),
  acceptInvite: endpoint({
    method: "POST",
    path: "user/invite/:token",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ storeName: z.string() }) }),
    auth: true,
  }),
} as const;

/** Members and invites as the store's administrator manages them. */
export const MEMBER_ENDPOINTS = {
  /** The token's store's members (can_modify_store). */
  listMembers: endpoint({
    method: "GET",
    path: "store/members",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(Member) }),
    auth: true,
    extension: true,
  }),
  /** Gives a member another of the store's roles; 409 when no can_modify_store holder would remain. */
  updateMember: endpoint({
    method: "POST",
    path: "store/members/:userId",
    body: "json",
    request: z.object({ roleId: Id }),
    answer: "json",
    response: z.object({ data: Member }),
    auth: true,
    extension: true,
  }),
  /** Removes a member from the store; the same last-holder rule. */
  removeMember: endpoint({
    method: "DELETE",
    path: "store/members/:userId",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: true,
    extension: true,
  }),
  /** The store's pending invites (not used, not revoked), expired ones flagged. */
  listInvites: endpoint({
    method: "GET",
    path: "store/invites",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(StoreInvite) }),
    auth: true,
    extension: true,
  }),
  /** Invites an email as one of the store's roles; the mail with its link lands in the outbox. */
  createInvite: endpoint({
    method: "POST",
    path: "store/invites",
    body: "json",
    request: z.object({ email: z.string(), roleId: Id }),
    answer: "json",
    response: z.object({ data: StoreInvite }),
    auth: true,
    extension: true,
  }),
  /** Revokes a pending invite; its link is invalid from then on. */
  revokeInvite: endpoint({
    method: "DELETE",
    path: "store/invites/:token",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: true,
    extension: true,
  }),
} as const;
