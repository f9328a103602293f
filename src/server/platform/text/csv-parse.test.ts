import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv-parse';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(parseCsv('a,b,c\r\n"x,y","say ""hi""","two\nlines"\r\nplain,,end\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x,y', 'say "hi"', 'two\nlines'],
      ['plain', '', 'end'],
    ]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [
      ['code', 'title'],
      ['abc', 'A "quoted", title'],
      ['def', '=SUM(A1)'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual([rows[0], rows[1], ['def', "'=SUM(A1)"]]);
  });

  it('takes LF, CR and CRLF line ends, a byte order mark, and no final line end', () => {
    expect(parseCsv('\uFEFFa,b\nc,d\re,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps empty lines as records, so row numbers stay the spreadsheet’s', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseCsv('say 5" wide,x')).toEqual([['say 5" wide', 'x']]);
  });

  it('names the row of a quoted cell that never closes', () => {
    expect(() => parseCsv('a,b\nc,"open\nd,e\n')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\nc,"open\nd,e\n');
    } catch (error) {
      expect((error as CsvSyntaxError).row).toBe(2);
    }
  });

  it('answers no records for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it.each([
    ['url,alias\nx,y', ','],
    ['url;alias;title\nhttps://a.example/?x=1,2;y;z', ';'],
    ['url\talias\nx\ty', '\t'],
    ['"a;b",c\n', ','],
    ['url\n', ','],
  ])('detects the separator of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('reads a semicolon file (Excel where the comma is the decimal mark)', () => {
    expect(parseCsv('url;title\nhttps://a.example/?x=1,2;Harga 1,5 juta\n')).toEqual([
      ['url', 'title'],
      ['https://a.example/?x=1,2', 'Harga 1,5 juta'],
    ]);
  });
});
