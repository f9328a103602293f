import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)'])('defuses the formula %s', (value) => {
    const line = toCsv([[value]]);
    expect(line.startsWith("'") || line.startsWith(`"'`)).toBe(true);
  });

  it('leaves ordinary values alone', () => {
    expect(
      toCsv([
        ['value', 'clicks'],
        ['ID', '12'],
      ]),
    ).toBe('value,clicks\r\nID,12\r\n');
  });
});
