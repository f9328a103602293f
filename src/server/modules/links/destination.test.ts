import { describe, expect, it } from 'vitest';
import { mergeQuery } from './destination';

describe('mergeQuery', () => {
  it('leaves the destination alone without an incoming query', () => {
    expect(mergeQuery('https://example.com/a?x=1#top', '')).toBe('https://example.com/a?x=1#top');
  });

  it('appends the incoming parameters', () => {
    expect(mergeQuery('https://example.com/a', 'utm_source=tg&b=2')).toBe(
      'https://example.com/a?utm_source=tg&b=2',
    );
  });

  it('lets the incoming value win on a clash and keeps the fragment', () => {
    expect(mergeQuery('https://example.com/a?ref=site&x=1#top', 'ref=tg&ref=wa')).toBe(
      'https://example.com/a?x=1&ref=tg&ref=wa#top',
    );
  });

  it('keeps encoded values intact', () => {
    expect(mergeQuery('https://example.com/', 'q=a%20b%26c')).toBe('https://example.com/?q=a+b%26c');
  });
});
