import { describe, expect, it } from 'vitest';
import { createLinkSchema, destinationProblem } from './links';

describe('destinations, checked as typed', () => {
  it.each([
    'https://example.com/a\nb',
    'https://exa\tmple.com/',
    'https://example.com/a b',
    'http:///x',
    'http:example.com',
    'https:\\\\example.com',
    'https://example.com\\@evil.example/',
    'ftp://example.com/',
  ])('refuses %j', (value) => {
    expect(destinationProblem(value)).not.toBeNull();
  });

  it.each(['https://example.com/', 'http://[2001:db8::1]:8080/x?y=%20#z', 'https://user@example.com/'])(
    'takes %j',
    (value) => {
      expect(destinationProblem(value)).toBeNull();
    },
  );

  it('refuses a line break at either end rather than trimming it away', () => {
    const result = createLinkSchema.safeParse({ destination_url: 'https://example.com/\r\n' });
    expect(result.success).toBe(false);
    expect(createLinkSchema.parse({ destination_url: '  https://example.com/  ' }).destination_url).toBe(
      'https://example.com/',
    );
  });
});
