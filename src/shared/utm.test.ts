import { describe, expect, it } from 'vitest';
import {
  createUtmTemplateSchema,
  readUtm,
  updateUtmTemplateSchema,
  utmProblems,
  utmValuesNeeded,
  writeUtm,
} from './utm';

describe('readUtm', () => {
  it('reads the five values, decoded, among other parameters', () => {
    expect(
      readUtm(
        'https://shop.example.com/sale?ref=7&utm_source=news+letter&utm_medium=e%26mail&utm_campaign=ramadan%202027&utm_term=a%3Db&utm_content=%23top#utm_source=not-here',
      ),
    ).toEqual({
      source: 'news letter',
      medium: 'e&mail',
      campaign: 'ramadan 2027',
      term: 'a=b',
      content: '#top',
    });
  });

  it('takes the first of a repeated key, skips empty values, and matches keys exactly', () => {
    expect(
      readUtm('https://example.com/?utm_source=a&utm_source=b&utm_medium=&UTM_CAMPAIGN=c&utm_term'),
    ).toEqual({ source: 'a' });
  });

  it('keeps a malformed escape as written', () => {
    expect(readUtm('https://example.com/?utm_source=100%')).toEqual({ source: '100%' });
  });

  it.each(['', 'example.com/?utm_source=a', 'not a url ?utm_source=a', 'https://'])(
    'reads nothing of %j, which does not parse',
    (url) => {
      expect(readUtm(url)).toEqual({});
    },
  );

  it('reads nothing of a URL without a query, or with the values only in the fragment', () => {
    expect(readUtm('https://example.com/path')).toEqual({});
    expect(readUtm('https://example.com/#/page?utm_source=a')).toEqual({});
  });
});

describe('writeUtm', () => {
  it('adds the values at the end of the query, in field order, encoded, before the fragment', () => {
    expect(
      writeUtm('https://example.com/p?b=2&a=1#top', {
        campaign: 'spring sale',
        source: 'news&letter',
        medium: 'email',
      }),
    ).toBe(
      'https://example.com/p?b=2&a=1&utm_source=news%26letter&utm_medium=email&utm_campaign=spring%20sale#top',
    );
  });

  it('starts a query when there is none', () => {
    expect(writeUtm('https://example.com', { source: 'x' })).toBe('https://example.com?utm_source=x');
    expect(writeUtm('https://example.com/#f', { source: 'x' })).toBe('https://example.com/?utm_source=x#f');
  });

  it('replaces a value in its place, keeping every other parameter as it was written', () => {
    expect(
      writeUtm('https://example.com/?a=x+y&utm_source=old&flag&c=%2F&utm_source=again#f', {
        source: 'new',
      }),
    ).toBe('https://example.com/?a=x+y&utm_source=new&flag&c=%2F#f');
  });

  it('keeps the spelling of a value that does not change', () => {
    const url = 'https://example.com/?utm_source=news+letter&x=1';
    expect(writeUtm(url, { source: 'news letter', medium: 'mail' })).toBe(
      'https://example.com/?utm_source=news+letter&x=1&utm_medium=mail',
    );
  });

  it('removes a parameter given empty, and the query with it when nothing else is left', () => {
    expect(writeUtm('https://example.com/?a=1&utm_source=x&b=2', { source: '' })).toBe(
      'https://example.com/?a=1&b=2',
    );
    expect(writeUtm('https://example.com/?utm_source=x&utm_medium=y#f', { source: '', medium: null })).toBe(
      'https://example.com/#f',
    );
    expect(writeUtm('https://example.com/?', { source: '' })).toBe('https://example.com/?');
  });

  it('trims values: spaces alone are no value', () => {
    expect(writeUtm('https://example.com/', { source: '  a b  ', medium: '   ' })).toBe(
      'https://example.com/?utm_source=a%20b',
    );
  });

  it('leaves a field it is not given alone, repeats included', () => {
    const url = 'https://example.com/?utm_term=a&utm_term=b';
    expect(writeUtm(url, { source: 's' })).toBe(`${url}&utm_source=s`);
    expect(writeUtm(url, {})).toBe(url);
  });

  it('reads back what it wrote, whatever the characters', () => {
    const values = {
      source: 'a&b=c#d',
      medium: 'ümlaut ✓',
      campaign: '100% + more',
      term: '?/',
      content: '\'"<>',
    };
    expect(readUtm(writeUtm('https://example.com/x?y=1#z', values))).toEqual(values);
  });

  it.each(['', 'example.com', 'https://', '/relative?utm_source=a'])(
    'answers %j unchanged: it does not parse',
    (url) => {
      expect(writeUtm(url, { source: 'x' })).toBe(url);
    },
  );

  it('trims the URL it changes', () => {
    expect(writeUtm('  https://example.com/  ', { source: 'x' })).toBe('https://example.com/?utm_source=x');
  });
});

describe('values', () => {
  it('are refused when longer than 100 characters, on more than one line or with control characters', () => {
    expect(
      utmProblems({
        source: 'x'.repeat(101),
        medium: 'a\nb',
        campaign: 'a\u0007b',
        term: `  ${'y'.repeat(100)}  `,
        content: '',
      }),
    ).toEqual({
      source: 'Use at most 100 characters.',
      medium: 'Use one line: no line breaks or tabs.',
      campaign: 'Remove line breaks, tabs and other control characters.',
    });
  });
});

describe('templates', () => {
  const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => issue.path.join('.'));

  it('need a name of 1 to 60 characters and at least one value', () => {
    expect(
      fieldsOf(createUtmTemplateSchema.safeParse({ name: 'Mail', source: 'newsletter' })),
    ).toBeUndefined();
    expect(fieldsOf(createUtmTemplateSchema.safeParse({ name: '  ', medium: 'email' }))).toEqual(['name']);
    expect(fieldsOf(createUtmTemplateSchema.safeParse({ name: 'x'.repeat(61), medium: 'email' }))).toEqual([
      'name',
    ]);
    const none = createUtmTemplateSchema.safeParse({ name: 'Mail', source: ' ', medium: null, term: '' });
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['source', utmValuesNeeded],
    ]);
  });

  it('name each refused value by its field', () => {
    expect(
      fieldsOf(createUtmTemplateSchema.safeParse({ name: 'Mail', source: 'ok', term: 'x'.repeat(101) })),
    ).toEqual(['term']);
    expect(fieldsOf(updateUtmTemplateSchema.safeParse({ content: 'a\tb' }))).toEqual(['content']);
  });

  it('change only what is given', () => {
    expect(updateUtmTemplateSchema.parse({})).toEqual({});
    expect(updateUtmTemplateSchema.parse({ term: null, name: ' New ' })).toEqual({ term: null, name: 'New' });
    expect(updateUtmTemplateSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});
