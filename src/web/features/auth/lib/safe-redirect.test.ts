import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/shortlinks?highlight=42', '/shortlinks?highlight=42'],
    ['/settings#language', '/settings#language'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.com'],
    ['//evil.com/dashboard'],
    ['/\\evil.com'],
    ['https://evil.com/'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/\tevil.com'],
    ['/login'],
    ['/register?x=1'],
  ])('falls back to /dashboard for %s', (value) => {
    expect(safeRedirectTarget(value)).toBe('/dashboard');
  });
});
