// The block signatures are lists on the API and text on the page: one entry a line (block IPs,
// block CNAMEs), or numbers separated by commas, spaces or lines (EDE codes).

/** Each non-empty line, trimmed; blank lines and surrounding spaces are not entries. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A list as the textarea shows it: one entry a line. */
export function listToLines(list: readonly string[]): string {
  return list.join('\n');
}

/** Typed EDE codes: the whole numbers, and what was typed that is not one ("abc", "15.5"). */
export function parseCodes(text: string): { codes: number[]; notNumbers: string[] } {
  const codes: number[] = [];
  const notNumbers: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (token === '') continue;
    if (/^\d+$/.test(token)) codes.push(Number(token));
    else notNumbers.push(token);
  }
  return { codes, notNumbers };
}

/** The codes as the field shows them: "15, 16, 17". */
export function codesToText(codes: readonly number[]): string {
  return codes.join(', ');
}
