// The claims of an access token. The provider signs them; the app only decodes them for display
// and route gating, and treats a token without them as signed out.
import * as z from "zod/mini";

export const TokenClaims = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.string(),
  /** The active store; null for an account without a store (it can still accept an invite). */
  storeId: z.nullable(z.int().check(z.positive())),
  Role: z.nullable(z.string()),
  Permissions: z.array(z.string()),
  iat: z.int(),
  exp: z.int(),
  /**
   * The provider's session epoch (the fake's database life): a token from before a reset or restart is
   * refused. Opaque to the app; optional so the app reads a provider's token without it.
   */
  sid: z.optional(z.string()),
  /**
   * The account's session generation when the token was issued: a password reset raises it, and a token
   * with an older one is refused, even one issued in the same second (D143). Opaque to the app.
   */
  gen: z.optional(z.int().check(z.nonnegative())),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** Tokens live 8 hours. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
