// Names people type (roles, suppliers and their address lines, account names): one rule for the
// provider and any form that wants to refuse the same way. A role could be
// renamed "Store Owner" with a zero-width space, a Cyrillic O or a right-to-left mark, and supplier names
// kept line breaks and NUL. A name is NFKC-normalised (full-width and compatibility forms become the
// plain letters they show) and trimmed; control, format and other invisible characters are refused;
// and names that must be unique are compared by a key on which look-alikes collide.
import { LOOK_ALIKE_SOURCES } from "./look-alikes.ts";

/**
 * Characters a one-line name may not hold: controls (NUL, tab, line breaks), format characters
 * (zero-width space and joiners, direction marks and overrides, the byte-order mark, soft hyphen),
 * line and paragraph separators, private-use and lone surrogates, every Default_Ignorable_Code_Point
 * (D142: variation selectors U+FE00-FE0F and U+E0100-E01EF, Mongolian ones, Khmer's invisible vowels
 * U+17B4/17B5, Hangul fillers, the combining grapheme joiner...) and the Braille blank, which shows
 * nothing either.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]/gu;

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

// The look-alike key: every character Unicode's confusables (UTS #39) list as looking like Latin
// letters or digits, from any script (Cyrillic, Greek, Armenian, Coptic, Cherokee, small capitals, the
// dotless i, digits 0 and 1, m as "rn"...), becomes the lower-case letters it looks like.
const LOOK_ALIKES = new Map<string, string>(
  Object.entries(LOOK_ALIKE_SOURCES).flatMap(([key, chars]) => [...chars].map((c) => [c, key] as const)),
);
/** Letter pairs read as one letter that UTS #39 leaves apart (its "rn" for m is in the table). */
const PAIRS: readonly [RegExp, string][] = [
  [/vv/g, "w"],
  [/cl/g, "d"],
];

/**
 * The key two names that look the same share: NFKC, each character by the letters it looks like (by
 * its own case first: a capital can look like another letter than its small form), case-folded,
 * look-alike pairs joined and spaces collapsed.
 */
export function confusableKey(text: string): string {
  const mapped = [...normalizeName(text)]
    .map((c) => LOOK_ALIKES.get(c) ?? LOOK_ALIKES.get(c.toLowerCase()) ?? c.toLowerCase())
    .join("");
  return PAIRS.reduce((key, [pair, letter]) => key.replace(pair, letter), mapped).replace(/\s+/gu, " ");
}
