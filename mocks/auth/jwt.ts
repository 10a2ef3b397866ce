// HS256 JSON Web Tokens, the same code in the browser and in Node (digests.ts: Web Crypto where
// the page has it).
// Verification accepts exactly one header, {"alg":"HS256","typ":"JWT"}: `alg: none` and any other
// algorithm are refused before the signature is even looked at.
import { TOKEN_TTL_SECONDS, TokenClaims } from "../../schema/claims.ts";
import { fail } from "../rules/errors.ts";
import { hmacSha256, sameBytes } from "./digests.ts";

const encoder = new TextEncoder();
/** How far ahead of the provider's clock a token's issue time may be (clocks of two machines differ). */
const CLOCK_SKEW_SECONDS = 60;

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  // A length of 1 more than a multiple of 4 is no base64 at all: atob throws on it (once a 500).
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1)
    fail("UNAUTHENTICATED", "The token is malformed.");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// Tokens whose signature has checked out, per secret: a client sends the same token with every call,
// and the same text signed with the same secret stays valid. Only the signature is remembered (its
// Web Crypto check was the largest part of a call in the tests); the claims, expiry and lifetime
// are checked on every call. At most MAX_REMEMBERED per secret: then it starts again.
const MAX_REMEMBERED = 1000;
const verified = new Map<string, Set<string>>();
function verifiedUnder(secret: string): Set<string> {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Set()));
  return tokens;
}
function remember(secret: string, token: string) {
  const tokens = verifiedUnder(secret);
  if (tokens.size >= MAX_REMEMBERED) tokens.clear();
  tokens.add(token);
}

const HEADER = base64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));

/** Signs the claims. */
export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  const body = `${HEADER}.${base64url(encoder.encode(JSON.stringify(claims)))}`;
  return `${body}.${base64url(await hmacSha256(secret, body))}`;
}

/** True when `part` is base64url of a JSON object (a token header that names another algorithm). */
function isJsonObject(part: string): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(part)));
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

/** The verified claims, or a RuleError UNAUTHENTICATED for anything else. */
export async function verifyToken(token: string, secret: string, now: Date): Promise<TokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) fail("UNAUTHENTICATED", "The token is malformed.");
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER)
    fail(
      "UNAUTHENTICATED",
      isJsonObject(header) ? "The token's algorithm is not accepted." : "The token is malformed.",
    );
  if (!verifiedUnder(secret).has(token)) {
    const expected = await hmacSha256(secret, `${header}.${payload}`);
    if (!sameBytes(fromBase64url(signature), expected))
      fail("UNAUTHENTICATED", "The token's signature is not valid.");
    remember(secret, token);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(fromBase64url(payload)));
  } catch {
    fail("UNAUTHENTICATED", "The token is malformed.");
  }
  const claims = TokenClaims.safeParse(json);
  if (!claims.success) fail("UNAUTHENTICATED", "The token lacks the expected claims.");
  const { iat, exp } = claims.data;
  if (exp * 1000 <= now.getTime()) fail("UNAUTHENTICATED", "The token has expired.");
  // Never trust a lifetime longer than the provider issues, whoever signed it (D12: 8 hours).
  if (exp - iat > TOKEN_TTL_SECONDS || iat > now.getTime() / 1000 + CLOCK_SKEW_SECONDS)
    fail(
      "UNAUTHENTICATED",
      "The token's lifetime is not one this provider issues (at most 8 hours from now).",
    );
  return claims.data;
}
