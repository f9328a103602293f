// Reading CSV (RFC 4180) as spreadsheets write it: cells quoted with "" for a quote inside, line
// breaks inside quoted cells, CRLF, LF or CR line ends, a UTF-8 byte order mark, and the separator
// the header row uses (a comma; a semicolon where the comma is the decimal mark, as Excel in
// Indonesia writes it; or a tab). Lenient where spreadsheets are: a quote inside an unquoted cell is
// text. A quoted cell that never closes is an error, since it would swallow the rest of the file.

export type CsvDelimiter = ',' | ';' | '\t';

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (1-based, as a spreadsheet numbers rows) where the problem starts. */
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const quote = 0x22;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** The separator the first record uses most outside quotes; a comma when none is used. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as CsvDelimiter] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/**
 * Every record of a CSV text, in order: record i is the spreadsheet's row i + 1. An empty line is
 * a record of one empty cell (kept, so that row numbers stay the spreadsheet's).
 */
export function parseCsv(
  input: string,
  delimiter: CsvDelimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const separator = delimiter.charCodeAt(0);
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const length = text.length;
  if (length === 0) return records;

  for (;;) {
    // One cell, starting at `index`.
    let cell: string;
    if (text.charCodeAt(index) === quote) {
      const startRow = records.length + 1;
      let value = '';
      let from = index + 1;
      for (;;) {
        const next = text.indexOf('"', from);
        if (next === -1) {
          throw new CsvSyntaxError(startRow, `Row ${startRow}: a quoted cell is never closed.`);
        }
        value += text.slice(from, next);
        if (text.charCodeAt(next + 1) === quote) {
          value += '"';
          from = next + 2;
          continue;
        }
        index = next + 1;
        break;
      }
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets keep it.
      const end = cellEnd(text, index, separator);
      cell = value + text.slice(index, end);
      index = end;
    } else {
      const end = cellEnd(text, index, separator);
      cell = text.slice(index, end);
      index = end;
    }
    record.push(cell);

    if (index >= length) {
      records.push(record);
      return records;
    }
    const char = text.charCodeAt(index);
    if (char === separator) {
      index += 1;
      continue;
    }
    // A line end: CRLF, LF or CR.
    index += char === carriageReturn && text.charCodeAt(index + 1) === lineFeed ? 2 : 1;
    records.push(record);
    record = [];
    if (index >= length) return records;
  }
}

/** Where an unquoted cell starting at `from` ends: the next separator or line end, or the text's end. */
function cellEnd(text: string, from: number, separator: number): number {
  for (let index = from; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === separator || char === lineFeed || char === carriageReturn) return index;
  }
  return text.length;
}
