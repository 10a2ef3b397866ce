import { test } from "uvu";
import * as assert from "uvu/assert";
import { confusableKey, nameProblem, normalizeName } from "./names.ts";

test("a name is NFKC-normalised and trimmed: full-width letters and ligatures become plain ones", () => {
  assert.is(normalizeName("  Ｓｔｏｒｅ Oﬃce\u00A0"), "Store Office");
});

test("line breaks, NUL, tabs, zero-width and direction marks are refused, naming the character", () => {
  for (const bad of [
    "Acme\nCorp",
    "Acme\u0000",
    "A\tB",
    "Store\u200BOwner",
    "Store Owner\u200F",
    "\u202EAcme",
    "A\u2028B",
    "A\u3164B",
  ])
    assert.ok(nameProblem(normalizeName(`x${bad}`)), JSON.stringify(bad));
  assert.match(nameProblem("Store\u200BOwner")!, "U+200B at position 6");
});

test("names in other scripts, accents and emoji pass", () => {
  for (const good of [
    "Żółć Sp. z o.o.",
    "東京商事",
    "Ελληνικά",
    "Менеджер",
    "Café ☕",
    "👩‍🍳 Chef",
    "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
  ])
    assert.is(nameProblem(normalizeName(good)), undefined, good);
});

test("look-alikes share a key: a Cyrillic O, a Greek omicron, a zero for O, capitals and doubled spaces", () => {
  const key = confusableKey("Store Owner");
  for (const lookAlike of [
    "Store \u041Ewner",
    "St\u03BFre Owner",
    "Store 0wner",
    "STORE  OWNER",
    "Ｓtore Owner",
  ])
    assert.is(confusableKey(lookAlike), key, lookAlike);
  assert.is.not(confusableKey("Store Owners"), key);
});

test.run();
