// The claims of an access token (D12). The provider signs them; the app only decodes them for display
// and route gating, and treats a token without them as signed out.
import * as z from "zod";

export const TokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string(),
  /** The active store; null for an account without a store (it can still accept an invite). */
  storeId: z.number().int().positive().nullable(),
  Role: z.string().nullable(),
  Permissions: z.array(z.string()),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** D12: tokens live 8 hours. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
