// Pasted or dropped text as a table of cells (D227): RFC 4180 quoting (a quoted cell may hold the
// separator, a line break or a doubled quote), CRLF, LF or CR line ends, a byte order mark, and ',',
// ';' or tab as the separator: the one found most often outside quotes on the first line. Hand-written
// rather than papaparse, whose 6.9 kB (gzip) would have taken the whole app past its 200 kB budget.

const SEPARATORS = [",", ";", "\t"] as const;

/** The separator the first line uses most, outside quotes; ',' when it uses none. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (SEPARATORS as readonly string[]).includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ",";
}

/** The rows of `text`, each a list of cells; blank lines left out. */
export function parseCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, "");
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value.trim() !== "")) rows.push(row);
    row = [];
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') cell += text[++at];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at++;
      endRow();
    } else cell += char;
  }
  endRow();
  return rows;
}
