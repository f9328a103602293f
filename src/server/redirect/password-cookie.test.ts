import { describe, expect, it } from 'vitest';
import { createPasswordCookies, passwordCookieName, passwordCookieSeconds } from './password-cookie';

const cookies = createPasswordCookies('a test secret of at least thirty-two characters');
const linkId = '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94';
const now = Date.UTC(2026, 10, 30, 8, 0);
const issued = cookies.issue(linkId, 'salt-a', 'spring-sale', now, true);
const header = (cookie: string) => `theme=dark; ${cookie}; other=1`;

describe('the password cookie', () => {
  it('is named for its link, scoped to its path, HttpOnly, Lax, 24 hours, Secure over HTTPS', () => {
    expect(issued.name).toBe('rk_pw_3f6c1a528d4e4b7a9c2e5f1d0a7b8e94');
    expect(issued.header).toBe(
      `${issued.name}=${issued.value}; Path=/spring-sale; Max-Age=86400; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(cookies.issue(linkId, 'salt-a', 'spring-sale', now, false).header).not.toContain('Secure');
  });

  it.each([
    ['the cookie it gave', header(`${issued.name}=${issued.value}`), now, 'salt-a', linkId, true],
    ['alone in the header', `${issued.name}=${issued.value}`, now, 'salt-a', linkId, true],
    [
      'a second before its 24 hours end',
      `${issued.name}=${issued.value}`,
      now + passwordCookieSeconds * 1000 - 1000,
      'salt-a',
      linkId,
      true,
    ],
    [
      'when its 24 hours have ended',
      `${issued.name}=${issued.value}`,
      now + passwordCookieSeconds * 1000,
      'salt-a',
      linkId,
      false,
    ],
    [
      'after the password changed (a new stamp)',
      `${issued.name}=${issued.value}`,
      now,
      'salt-b',
      linkId,
      false,
    ],
    [
      'for another link',
      `${passwordCookieName('aaaaaaaa-8d4e-4b7a-9c2e-5f1d0a7b8e94')}=${issued.value}`,
      now,
      'salt-a',
      'aaaaaaaa-8d4e-4b7a-9c2e-5f1d0a7b8e94',
      false,
    ],
    ['with a changed expiry', `${issued.name}=9${issued.value}`, now, 'salt-a', linkId, false],
    [
      'with a changed signature',
      `${issued.name}=${issued.value.slice(0, -1)}A`,
      now,
      'salt-a',
      linkId,
      false,
    ],
    ['cut short', `${issued.name}=${issued.value.slice(0, -3)}`, now, 'salt-a', linkId, false],
    ['without a value', `${issued.name}=`, now, 'salt-a', linkId, false],
    ['no cookie header', undefined, now, 'salt-a', linkId, false],
    [
      'another cookie whose name ends with its name',
      `x${issued.name}=${issued.value}`,
      now,
      'salt-a',
      linkId,
      false,
    ],
    [
      "its name only as another cookie's value",
      `a=${issued.name}=${issued.value}`,
      now,
      'salt-a',
      linkId,
      false,
    ],
  ])('%s: opens %s', (_name, cookieHeader, at, stamp, id, opens) => {
    expect(cookies.opens(cookieHeader, id, stamp, at)).toBe(opens);
  });

  it('is not opened by a cookie made with another secret', () => {
    const other = createPasswordCookies('another secret of at least thirty-two characters!');
    const forged = other.issue(linkId, 'salt-a', 'spring-sale', now, true);
    expect(cookies.opens(`${forged.name}=${forged.value}`, linkId, 'salt-a', now)).toBe(false);
  });
});
