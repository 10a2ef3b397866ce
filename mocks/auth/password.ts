// Password hashing for the fake provider: salted SHA-256, the same in Node and browsers (digests.ts).
// A real provider would use a slow KDF; the fake only has to never keep or compare passwords in clear.
import { hex, sha256 } from "./digests.ts";

/** Hex SHA-256 of `${salt}:${password}`. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  return hex(await sha256(`${salt}:${password}`));
}

/** A fresh random salt. */
export function newSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}
