import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, withRedirect } from './safe-redirect';

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

describe('withRedirect', () => {
  it('carries a safe redirect along to the other auth page', () => {
    expect(withRedirect('/register', '/pricing?checkout=vip')).toBe(
      '/register?redirect=%2Fpricing%3Fcheckout%3Dvip',
    );
    expect(withRedirect('/login', '/profile')).toBe('/login?redirect=%2Fprofile');
  });

  it.each([[null], [''], ['//evil.com'], ['https://evil.com/x'], ['/dashboard'], ['/login']])(
    'drops %s, leaving the plain path',
    (value) => {
      expect(withRedirect('/register', value)).toBe('/register');
    },
  );
});
