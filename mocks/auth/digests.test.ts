// The provider's hashing gives the same answers with Web Crypto and without it (a page outside a secure
// context, e.g. the demo opened from a phone at http://192.168.x.y, D191), for published test vectors.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { hex, hmacSha256, randomId, sameBytes, sha256 } from "./digests.ts";

const WEB_CRYPTO = globalThis.crypto.subtle;
const EACH = [
  ["Web Crypto", WEB_CRYPTO],
  ["no Web Crypto", undefined],
] as const;

for (const [name, subtle] of EACH) {
  test(`SHA-256 with ${name}: FIPS 180-2's "abc" and the empty string`, async () => {
    assert.is(
      hex(await sha256("abc", subtle)),
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    assert.is(
      hex(await sha256("", subtle)),
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  test(`HMAC-SHA-256 with ${name}: RFC 4231 test case 2`, async () => {
    assert.is(
      hex(await hmacSha256("Jefe", "what do ya want for nothing?", subtle)),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
}

test("a token signed with Web Crypto checks out without it, and the other way round", async () => {
  const body = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9";
  assert.ok(
    sameBytes(await hmacSha256("s3cret", body, WEB_CRYPTO), await hmacSha256("s3cret", body, undefined)),
  );
  assert.not.ok(sameBytes(await hmacSha256("s3cret", body), await hmacSha256("other", body)));
});

test("sameBytes: equal only for the same bytes of the same length", () => {
  assert.ok(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3])));
  assert.not.ok(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4])));
  assert.not.ok(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3, 0])));
  assert.not.ok(sameBytes(new Uint8Array([]), new Uint8Array([0])));
});

test("randomId: a version 4 UUID, a new one each time", () => {
  const ids = new Set(Array.from({ length: 100 }, randomId));
  assert.is(ids.size, 100);
  for (const id of ids)
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test.run();
