// The REST half of the contract (spec section 7, and the endpoints it lacks): one table of endpoints, each with
// its request and answer schemas, used by the app to parse answers and by the fake provider to parse
// requests. zod/mini keeps the contract small enough for the initial load (docs/ARCHITECTURE.md, Budgets).
// Each resource's endpoints and shapes are in schema/rest/; this file is the one way in: the
// table, its types, and the shapes and limits the app and the provider share.
import type * as z from "zod/mini";
import { ACCOUNT_ENDPOINTS } from "./rest/accounts.ts";
import { DEMO_ENDPOINTS } from "./rest/demo.ts";
import { FEEDBACK_ENDPOINTS } from "./rest/feedback.ts";
import { HEALTH_ENDPOINTS } from "./rest/health.ts";
import { INVITE_LINK_ENDPOINTS, MEMBER_ENDPOINTS } from "./rest/members.ts";
import { NOTES_ENDPOINTS } from "./rest/notes.ts";
import { PURCHASE_ORDER_ENDPOINTS } from "./rest/purchase-orders.ts";
import { ROLE_ENDPOINTS } from "./rest/roles.ts";

export { User } from "./rest/accounts.ts";
export { Faults, FeedbackMessage, MAX_LATENCY_MS, OutboxMessage } from "./rest/demo.ts";
export { FEEDBACK_IMAGE, MAX_FEEDBACK_LENGTH } from "./rest/feedback.ts";
export { MAX_ORDER_NOTE_LENGTH, ORDER_ATTACHMENT, OrderAttachment } from "./rest/notes.ts";
export { Member, StoreInvite } from "./rest/members.ts";
export { Permission, Role } from "./rest/roles.ts";
export type { Endpoint } from "./rest/shared.ts";

/** The tables by resource: a call outside the spec belongs to the extension group its table names (D29). */
export { ACCOUNT_ENDPOINTS, DEMO_ENDPOINTS, HEALTH_ENDPOINTS, MEMBER_ENDPOINTS, NOTES_ENDPOINTS };

export const REST = {
  ...ACCOUNT_ENDPOINTS,
  ...ROLE_ENDPOINTS,
  ...PURCHASE_ORDER_ENDPOINTS,
  ...NOTES_ENDPOINTS,
  ...INVITE_LINK_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...DEMO_ENDPOINTS,
  ...MEMBER_ENDPOINTS,
  ...HEALTH_ENDPOINTS,
} as const;

export type RestName = keyof typeof REST;
export type RestRequest<N extends RestName> = z.infer<(typeof REST)[N]["request"]>;
export type RestResponse<N extends RestName> = z.infer<(typeof REST)[N]["response"]>;

/** Fills `:name` parameters of an endpoint path; values are URI-encoded. */
export function restPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
