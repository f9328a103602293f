import { describe, expect, it } from 'vitest';
import { fromPage } from './from-page';

describe('fromPage', () => {
  it.each<[string | null, string | null]>([
    ['/analytics', '/analytics'],
    ['/shortlinks?highlight=abc', '/shortlinks'],
    ['/check-domains#history', '/check-domains'],
    ['  /dashboard ', '/dashboard'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['analytics', null],
    ['https://example.com/', null],
    ['//example.com/', null],
    ['/a b', null],
    [`/${'p'.repeat(300)}`, null],
  ])('takes %j as %j', (from, page) => {
    expect(fromPage(from)).toBe(page);
  });
});
