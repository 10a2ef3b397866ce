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

// An emoji's presentation selector (U+FE0F) is refused with the others; the joiner between emoji stays.
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

test("every default-ignorable code point is refused: variation selectors, Mongolian and Khmer invisibles", () => {
  for (const mark of [
    "\uFE0F",
    "\uFE00",
    "\u{E0100}",
    "\u{E01EF}",
    "\u180B",
    "\u180F",
    "\u17B4",
    "\u17B5",
    "\u2060",
    "\u{1D173}",
  ])
    assert.match(
      nameProblem(normalizeName(`Store Owner${mark}`)) ?? "",
      `U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} at position 12`,
    );
});

test("letters of Armenian, Coptic, small capitals, Cyrillic, the dotless i and letter pairs share Latin keys", () => {
  const pairs: [string, string][] = [
    ["Store \u0585wner", "Store Owner"],
    ["Store \u1D0Fwner", "Store Owner"],
    ["Store \u2C9Fwner", "Store Owner"],
    ["Store Owne\u0433", "Store Owner"],
    ["Store Adm\u0131n", "Store Admin"],
    ["Store Ovvner", "Store Owner"],
    ["Store Adrnin", "Store Admin"],
    ["Cl\u0435rk", "Derk"],
    ["\u039C\u0391\u039D\u0391GER", "manager"],
    ["\u0412uyer", "Buyer"],
  ];
  for (const [lookAlike, name] of pairs) assert.is(confusableKey(lookAlike), confusableKey(name), lookAlike);
  for (const [other, name] of [
    ["Store Owners", "Store Owner"],
    ["Store Ownér", "Store Owner"],
    ["Store Admins", "Store Admin"],
    ["Buyers", "Buyer"],
  ] as const)
    assert.is.not(confusableKey(other), confusableKey(name), other);
});

test.run();
