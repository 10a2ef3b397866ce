/** Error codes shared by both transports: GraphQL `extensions.code` and the REST body's `code`. */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** An HTTP method the provider does not serve (TRACE, PUT...): the answer's Allow header lists those it does. */
  METHOD_NOT_ALLOWED: 405,
  BAD_USER_INPUT: 400,
  /** A GraphQL request that cannot run at all: unreadable, beyond the query limits, or invalid. */
  BAD_REQUEST: 400,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  PURCHASE_ORDER_LOCKED: 409,
  /** Extension "approval" (D242): an order over the threshold marked ORDERED before it is approved. */
  APPROVAL_REQUIRED: 409,
  /** Extension "approval" (D242): approving an order one made oneself. */
  SELF_APPROVAL: 403,
  PAYLOAD_TOO_LARGE: 413,
  /** A body sent under a content type the endpoint does not read (JSON only as application/json). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many attempts for now (sign-in guessing, uploads): the answer's Retry-After says when. */
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  /** The demo's fault injection simulating an outage. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** True when `value` is one of the codes above (a provider may send others; they are shown as-is). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}
