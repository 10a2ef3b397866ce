// Names people type (roles, suppliers and their address lines, account names): one rule for the
// provider and any form that wants to refuse the same way (D52, issue 13 finding 9). A role could be
// renamed "Store Owner" with a zero-width space, a Cyrillic O or a right-to-left mark, and supplier names
// kept line breaks and NUL. A name is NFKC-normalised (full-width and compatibility forms become the
// plain letters they show) and trimmed; control, format and other invisible characters are refused;
// and names that must be unique are compared by a key on which look-alikes collide.

/**
 * Characters a one-line name may not hold: controls (NUL, tab, line breaks), format characters
 * (zero-width space and joiners, direction marks and overrides, the byte-order mark, soft hyphen),
 * line and paragraph separators, private-use and lone surrogates, and the blanks that show nothing
 * (Hangul fillers, the Braille blank, the combining grapheme joiner).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu;

/**
 * The zero-width joiners (U+200C, U+200D) are letters' glue in emoji sequences, Arabic and Indic
 * scripts: kept there, refused next to a Latin, Greek or Cyrillic letter, a space or an end.
 */
const JOINER = /^[\u200C\u200D]$/;
const PLAIN = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\s]/u;
function joinsSomething(text: string, at: number): boolean {
  const before = [...text.slice(0, at)].at(-1);
  const after = [...text.slice(at + 1)][0];
  return before !== undefined && after !== undefined && !PLAIN.test(before) && !PLAIN.test(after);
}

/** The name as stored: NFKC, surrounding whitespace trimmed. */
export const normalizeName = (text: string): string => text.normalize("NFKC").trim();

/** What is wrong with a (normalised) one-line name, as the end of a sentence, or undefined. */
export function nameProblem(text: string): string | undefined {
  const found = [...text.matchAll(INVISIBLE)].find(
    (match) => !(JOINER.test(match[0]) && joinsSomething(text, match.index)),
  );
  if (!found) return undefined;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `must not contain line breaks, control or invisible characters (U+${code} at position ${found.index + 1})`;
}

// Cyrillic and Greek letters that look like Latin ones, lower case (the key is case-folded first); an
// upper-case look-alike (Cyrillic Н, Greek Ν) is listed by its lower-case form. Unicode's confusables
// list is far longer; these are the ones that spell English role and company names.
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  һ: "h",
  ԁ: "d",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  ү: "y",
  α: "a",
  β: "b",
  ε: "e",
  ζ: "z",
  η: "h",
  ι: "i",
  κ: "k",
  μ: "m",
  ν: "n",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "y",
  χ: "x",
  ϲ: "c",
  ϳ: "j",
  "0": "o",
};

/** The key two names that look the same share: NFKC, case-folded, look-alikes mapped, spaces collapsed. */
export function confusableKey(text: string): string {
  const folded = normalizeName(text).toLowerCase().normalize("NFKC");
  return [...folded]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join("")
    .replace(/\s+/gu, " ");
}
