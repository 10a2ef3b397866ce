// SHA-256, HMAC-SHA-256 and random ids for the fake provider, in Node and in any page. Web Crypto's
// `crypto.subtle` and `crypto.randomUUID` exist only in a secure context (https, or localhost): the demo
// opened from a phone at http://192.168.x.y:4173 (`serve.mjs --host 0.0.0.0`), or put on a plain-http
// host, has neither. There @noble/hashes does the hashing, loaded only then; the results are the same.

/** The page's or process's Web Crypto, or undefined outside a secure context. */
export type Subtle = SubtleCrypto | undefined;

const encoder = new TextEncoder();
const bytes = (data: string | Uint8Array) => (typeof data === "string" ? encoder.encode(data) : data);

const noble = () =>
  Promise.all([import("@noble/hashes/sha2.js"), import("@noble/hashes/hmac.js")]).then(
    ([{ sha256 }, { hmac }]) => ({ sha256, hmac }),
  );

/** SHA-256 of `data` (text as UTF-8). */
export async function sha256(data: string | Uint8Array, subtle: Subtle = globalThis.crypto.subtle) {
  const input = bytes(data) as Uint8Array<ArrayBuffer>;
  if (subtle) return new Uint8Array(await subtle.digest("SHA-256", input));
  return (await noble()).sha256(input);
}

/** HMAC-SHA-256 of `data` under `secret` (text as UTF-8). */
export async function hmacSha256(secret: string, data: string, subtle: Subtle = globalThis.crypto.subtle) {
  if (!subtle) {
    const { hmac, sha256: hash } = await noble();
    return hmac(hash, encoder.encode(secret), encoder.encode(data));
  }
  const key = await hmacKey(secret, subtle);
  return new Uint8Array(await subtle.sign("HMAC", key, encoder.encode(data)));
}

const keys = new WeakMap<SubtleCrypto, Map<string, Promise<CryptoKey>>>();
function hmacKey(secret: string, subtle: SubtleCrypto): Promise<CryptoKey> {
  let mine = keys.get(subtle);
  if (!mine) keys.set(subtle, (mine = new Map()));
  let key = mine.get(secret);
  if (!key) {
    key = subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    mine.set(secret, key);
  }
  return key;
}

/** True when `a` and `b` hold the same bytes, compared in full whatever they hold. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Lower-case hex of `data`. */
export const hex = (data: Uint8Array) =>
  Array.from(data, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** A random version 4 UUID; `crypto.getRandomValues` is there in every context, `randomUUID` is not. */
export function randomId(): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  random[6] = (random[6]! & 0x0f) | 0x40;
  random[8] = (random[8]! & 0x3f) | 0x80;
  const text = hex(random);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
