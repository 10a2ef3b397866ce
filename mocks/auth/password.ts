// Password hashing for the fake provider: salted SHA-256 through Web Crypto, which Node and browsers share.
// A real provider would use a slow KDF; the fake only has to never keep or compare passwords in clear.

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** Hex SHA-256 of `${salt}:${password}`. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${password}`)));
}

/** A fresh random salt. */
export function newSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
}
