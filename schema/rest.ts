// The REST half of the contract (spec section 7, D13-D16, D18, D29): one table of endpoints, each with
// its request and answer schemas, used by the app to parse answers and by the fake provider to parse
// requests. zod/mini keeps the contract small enough for the initial load (DESIGN.md section 4).
import * as z from "zod/mini";

// ---------------------------------------------------------------- shared shapes

export const ErrorBody = z.object({ code: z.optional(z.string()), description: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;
/** D13: password rules and a taken email answer a list of these. */
export const ErrorList = z.array(ErrorBody);
/** D13: missing or malformed register fields, keyed FirstName, LastName, Email, Password, PasswordConfirmation. */
export const FieldErrors = z.object({ errors: z.record(z.string(), z.array(z.string())) });
/** Any error body a provider may send. */
export const AnyErrorBody = z.union([FieldErrors, ErrorList, ErrorBody]);

const Id = z.int().check(z.positive());
const Empty = z.strictObject({});

export const Address = z.object({
  id: z.union([z.number(), z.string()]),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sourceId: z.string(),
});

export const StoreRef = z.object({ id: Id, name: z.string() });

/** The user stored locally after login and switch-store (spec section 3; `availiableStores` sic). */
export const User = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activeStore: z.nullable(z.extend(StoreRef, { shippingAddress: Address })),
  availiableStores: z.array(StoreRef),
});
export type User = z.infer<typeof User>;

const Session = z.object({ data: z.object({ accessToken: z.string().check(z.minLength(1)), user: User }) });

export const Permission = z.object({ id: Id, value: z.string(), publicName: z.string() });
export type Permission = z.infer<typeof Permission>;
export const Role = z.object({ id: Id, name: z.string(), permissions: z.array(Permission) });
export type Role = z.infer<typeof Role>;

// ---------------------------------------------------------------- store members and invites (D29 extensions)

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

/** A message in the demo's outbox; `purchaseOrderId` names the order whose PDF was attached. */
export const OutboxMessage = z.object({
  id: Id,
  kind: z.enum(["purchase-order", "invite", "reset-password"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  purchaseOrderId: z.nullable(Id),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const FeedbackMessage = z.object({
  id: Id,
  from: z.string(),
  message: z.string(),
  /** A data: URL of the PNG, or null for a text report. */
  screenshot: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof FeedbackMessage>;

/** The most latency fault injection adds to a call, in ms (the panel, the URL and `npm run provider`). */
export const MAX_LATENCY_MS = 10_000;

/** Fault injection: latency in ms (0..MAX_LATENCY_MS), the share of calls failing with 503 (0..1), offline. */
export const Faults = z.object({
  latencyMs: z.int().check(z.minimum(0), z.maximum(MAX_LATENCY_MS)),
  errorRate: z.number().check(z.minimum(0), z.maximum(1)),
  offline: z.boolean(),
});
export type Faults = z.infer<typeof Faults>;

// ---------------------------------------------------------------- endpoints

/** How an endpoint sends its body and reads its answer. */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: "GET" | "POST" | "DELETE";
  /** Relative to the API base; `:name` is a path parameter. */
  path: string;
  /** `none`: no body; `json`; `multipart`: FormData (checked field by field by the provider). */
  body: "none" | "json" | "multipart";
  request: Req;
  /** `blob` answers are binary (the PDF); their schema describes nothing. */
  answer: "json" | "blob";
  response: Res;
  /** Sends the bearer token. */
  auth: boolean;
  /** D29: not in the known contract; a contract run against a real provider skips these by name. */
  extension?: true;
}

// `const` keeps each entry's literal types (its `auth`, its exact schemas) for typed callers.
const endpoint = <const E extends Endpoint>(e: E) => e;
const NoBody = z.undefined();

export const REST = {
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
  /** D41: the reset mail's token sets a new password (register's rules); once, before it expires. */
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
  listRoles: endpoint({
    method: "GET",
    path: "role/",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(Role) }),
    auth: true,
  }),
  createRole: endpoint({
    method: "POST",
    path: "role/",
    body: "json",
    request: z.object({ name: z.string() }),
    answer: "json",
    response: z.object({ data: Role }),
    auth: true,
  }),
  /** Permissions are ids after add/remove and full permission objects after a rename (spec section 7). */
  updateRole: endpoint({
    method: "POST",
    path: "role/:id",
    body: "json",
    request: z.object({ name: z.string(), permissions: z.array(z.union([Id, Permission])) }),
    answer: "json",
    response: z.object({ data: Role }),
    auth: true,
  }),
  deleteRole: endpoint({
    method: "DELETE",
    path: "role/:id",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: true,
  }),
  listPermissions: endpoint({
    method: "GET",
    path: "role/permissions/",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(Permission) }),
    auth: true,
  }),
  /** D17: a PDF of the order. */
  purchaseOrderPdf: endpoint({
    method: "GET",
    path: "PurchaseOrder/:id",
    body: "none",
    request: NoBody,
    answer: "blob",
    response: z.unknown(),
    auth: true,
  }),
  /** D16: 200 when the supplier has an email, else 400 with a description. */
  sendPurchaseOrder: endpoint({
    method: "POST",
    path: "PurchaseOrder/:id/send",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ to: z.string() }) }),
    auth: true,
  }),
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
  feedback: endpoint({
    method: "POST",
    path: "feedback",
    body: "json",
    request: z.object({ feedback: z.string() }),
    answer: "json",
    response: z.object({ data: z.object({ id: Id }) }),
    auth: true,
  }),
  /** D18: `file` is a PNG named screenshot.png, at most 10 MB; `feedbackMessage` the text. */
  feedbackImage: endpoint({
    method: "POST",
    path: "feedback/image",
    body: "multipart",
    request: z.object({ feedbackMessage: z.string(), file: z.instanceof(Blob) }),
    answer: "json",
    response: z.object({ data: z.object({ id: Id }) }),
    auth: true,
  }),
  /** D23: the demo's "Reset demo data"; also lets contract runs start from the seed. */
  demoReset: endpoint({
    method: "POST",
    path: "demo/reset",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: false,
    extension: true,
  }),
  /** The demo's outbox (D16, D14, D15): every message the fake provider "sent", newest first. */
  demoOutbox: endpoint({
    method: "GET",
    path: "demo/outbox",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(OutboxMessage) }),
    auth: false,
    extension: true,
  }),
  /** The demo's feedback inbox (D18): messages with their screenshot as a data URL, newest first. */
  demoFeedback: endpoint({
    method: "GET",
    path: "demo/feedback",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(FeedbackMessage) }),
    auth: false,
    extension: true,
  }),
  /** The demo's fault injection (issue 7): added latency, an error rate, offline. Off by default. */
  demoFaults: endpoint({
    method: "GET",
    path: "demo/faults",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Faults }),
    auth: false,
    extension: true,
  }),
  setDemoFaults: endpoint({
    method: "POST",
    path: "demo/faults",
    body: "json",
    request: Faults,
    answer: "json",
    response: z.object({ data: Faults }),
    auth: false,
    extension: true,
  }),
  /** Answers while the demo's provider runs: a tab left idle checks it when it is shown again. */
  demoHealth: endpoint({
    method: "GET",
    path: "demo/health",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
    auth: false,
    extension: true,
  }),
  /** D29: the token's store's members (can_modify_store). */
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
  /** D29: gives a member another of the store's roles; 409 when no can_modify_store holder would remain. */
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
  /** D29: removes a member from the store; the same last-holder rule. */
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
  /** D29: the store's pending invites (not used, not revoked), expired ones flagged. */
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
  /** D29, D14: invites an email as one of the store's roles; the mail with its link lands in the outbox. */
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
  /** D29: revokes a pending invite; its link is invalid from then on. */
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

export type RestName = keyof typeof REST;
export type RestRequest<N extends RestName> = z.infer<(typeof REST)[N]["request"]>;
export type RestResponse<N extends RestName> = z.infer<(typeof REST)[N]["response"]>;

/** D18 limits, checked by the provider. */
export const FEEDBACK_IMAGE = { fileName: "screenshot.png", maxBytes: 10 * 1024 * 1024 } as const;

/** The most characters a report's text may hold, either variant (the provider refuses more, 400). */
export const MAX_FEEDBACK_LENGTH = 5000;

/** Fills `:name` parameters of an endpoint path; values are URI-encoded. */
export function restPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
