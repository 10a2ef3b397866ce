// D60: the PDF's text font. jsPDF's built-in Helvetica knows WinAnsi only, so "Żółć 東京"
// came out as other characters. Noto Sans Regular (SIL OFL 1.1, from @expo-google-fonts/noto-sans) covers
// Latin with its extensions, Greek and Cyrillic. It is imported only when a PDF is made, as its own lazy
// chunk: build.mjs loads a .ttf as bytes, and scripts/binary-hook.mjs does the same in Node.
import type { jsPDF } from "jspdf";

export const PDF_FONT = "NotoSans";
const FILE = "NotoSans-Regular.ttf";
/** Drawn instead of a character the font has no glyph for (CJK, Arabic...): visible, never another one. */
const REPLACEMENT = "\uFFFD";

let binary: Promise<string> | null = null;

/** The font file as jsPDF's virtual file system takes it (one character per byte), read once. */
function fontBinary(): Promise<string> {
  binary ??= import("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf").then(
    ({ default: bytes }) => {
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return text;
    },
  );
  return binary;
}

/**
 * Adds the font to `doc` and makes it the current one. Returns what makes a text drawable in it: every
 * character the font lacks becomes REPLACEMENT.
 */
export async function setTextFont(doc: jsPDF): Promise<(text: string) => string> {
  doc.addFileToVFS(FILE, await fontBinary());
  doc.addFont(FILE, PDF_FONT, "normal", "normal", "Identity-H");
  doc.setFont(PDF_FONT, "normal");
  // jsPDF's parsed TrueType font (typed `any`): characterToGlyph answers 0 for a character it lacks.
  const font = doc.getFont().metadata as { characterToGlyph(code: number): number };
  return (text) =>
    Array.from(text.normalize("NFC"), (ch) =>
      ch < " " || font.characterToGlyph(ch.codePointAt(0)!) ? ch : REPLACEMENT,
    ).join("");
}
