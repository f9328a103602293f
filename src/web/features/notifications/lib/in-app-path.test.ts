import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-path';

describe('inAppPath', () => {
  it.each(['/check-domains', '/shortlinks?highlight=abc', '/'])('follows %s', (link) => {
    expect(inAppPath(link)).toBe(link);
  });

  it.each([
    null,
    '',
    'https://example.com/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'check-domains',
  ])('refuses %s', (link) => {
    expect(inAppPath(link)).toBeNull();
  });
});
