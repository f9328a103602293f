import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages as serverLanguages } from '../../shared/i18n';
import { makeMe } from '../test/fake-api';
import { followAccountLocale } from './account-locale';
import { apiFetch } from './api-client';
import { authClient } from './auth-client';
import { setAccountTimeZone, timeZoneInForce } from './format';
import { i18n, switchLanguage } from './i18n';
import {
  browserLanguage,
  currentLanguage,
  initialLanguage,
  languageOfTag,
  languageStorageKey,
  languages,
  rememberLanguage,
  resolveLanguage,
  storedLanguage,
} from './language';
import { meQueryOptions } from './queries/me';

const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

function preferring(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  localStorage.clear();
  setAccountTimeZone(undefined);
  await i18n.changeLanguage('en');
});

describe('which language', () => {
  it("takes the account's setting over the remembered choice and the browser's languages", () => {
    expect(resolveLanguage({ account: 'id', stored: 'en', browser: ['en-US'] })).toBe('id');
    expect(resolveLanguage({ account: 'en', stored: 'id', browser: ['id-ID'] })).toBe('en');
  });

  it('before sign-in, takes the choice this browser remembered over its languages', () => {
    expect(resolveLanguage({ stored: 'id', browser: ['en-US'] })).toBe('id');
    expect(resolveLanguage({ account: undefined, stored: 'en', browser: ['id-ID'] })).toBe('en');
  });

  it('with nothing remembered, speaks Indonesian to a browser that prefers it, else English', () => {
    expect(resolveLanguage({ browser: ['id-ID', 'en-US'] })).toBe('id');
    expect(resolveLanguage({ browser: ['id'] })).toBe('id');
    expect(resolveLanguage({ browser: ['en-GB', 'id'] })).toBe('en');
    // The first language we speak counts, not the first listed.
    expect(resolveLanguage({ browser: ['fr-FR', 'id-ID'] })).toBe('id');
    expect(resolveLanguage({ browser: ['ja-JP'] })).toBe('en');
    expect(resolveLanguage({ browser: [] })).toBe('en');
  });

  it('speaks the languages the server speaks', () => {
    expect(languages).toEqual(serverLanguages);
  });

  it('ignores a setting that is no language of ours', () => {
    expect(resolveLanguage({ account: 'fr', stored: 'de', browser: ['id-ID'] })).toBe('id');
  });

  it('reads BCP 47 tags by their primary subtag, the old `in` included', () => {
    expect(['id', 'ID-id', 'id_ID', 'in', 'en', 'en-AU', 'ms-MY'].map(languageOfTag)).toEqual([
      'id',
      'id',
      'id',
      'id',
      'en',
      'en',
      undefined,
    ]);
    expect(browserLanguage(['ms-MY', 'en-SG'])).toBe('en');
  });

  it("starts a page in the browser's language, or the one remembered in localStorage", () => {
    preferring('id-ID', 'en');
    expect(initialLanguage()).toBe('id');
    rememberLanguage('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(initialLanguage()).toBe('en');
  });

  it('carries on when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    expect(() => rememberLanguage('id')).not.toThrow();
    expect(storedLanguage()).toBeUndefined();
    vi.unstubAllGlobals();
  });
});

describe('switching', () => {
  it('changes <html lang>, the language in force and the remembered choice together', async () => {
    switchLanguage('id');
    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(currentLanguage()).toBe('id');
    expect(storedLanguage()).toBe('id');
    // The glossary's word for Cancel.
    expect(i18n.t('common.cancel')).toBe('Batal');

    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('en');
  });

  it('sends the language as Accept-Language on every API and auth request', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const sentLanguage = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as unknown as [unknown, RequestInit])[1].headers).get(
        'Accept-Language',
      );

    await apiFetch('/api/me');
    expect(sentLanguage(0)).toBe('en');

    switchLanguage('id');
    await apiFetch('/api/links', { method: 'POST', body: {} });
    expect(sentLanguage(1)).toBe('id');

    await authClient.signIn.email({ email: 'ayu@example.com', password: 'secret-passphrase' });
    expect(sentLanguage(2)).toBe('id');
  });
});

describe("the signed-in account's language and time zone", () => {
  function signedIn(profile: Parameters<typeof makeMe>[0]) {
    const queryClient = new QueryClient();
    const stop = followAccountLocale(queryClient);
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe(profile));
    return { queryClient, stop };
  }

  it("replace the browser's as soon as GET /api/me answers, and are remembered for the next visit", () => {
    preferring('en-US');
    const { stop } = signedIn({ language: 'id', timezone: 'Asia/Makassar' });

    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(storedLanguage()).toBe('id');
    expect(timeZoneInForce()).toBe('Asia/Makassar');
    stop();
  });

  it('win over a choice this browser remembered before sign-in', () => {
    rememberLanguage('id');
    switchLanguage('id');
    const { stop } = signedIn({ language: 'en' });
    expect(i18n.language).toBe('en');
    expect(storedLanguage()).toBe('en');
    stop();
  });

  it('follow a change made on another device, but a refetch of the same setting undoes no switch', () => {
    const { queryClient, stop } = signedIn({ language: 'en' });
    // The user menu switches at once, before its PATCH has answered; a refetch still says en.
    switchLanguage('id');
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ language: 'en', name: 'Refetched' }));
    expect(i18n.language).toBe('id');
    // The account now says en... and then id from another device: each change is followed.
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ language: 'id' }));
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ language: 'en' }));
    expect(i18n.language).toBe('en');
    stop();
  });

  it("give way to the browser's zone on sign-out, keeping the language", () => {
    const { queryClient, stop } = signedIn({ language: 'id', timezone: 'Asia/Jayapura' });
    queryClient.removeQueries();
    expect(timeZoneInForce()).toBe(browserZone);
    expect(i18n.language).toBe('id');
    stop();
  });

  it('ignore a time zone the browser does not know', () => {
    const { stop } = signedIn({ timezone: 'Mars/Olympus_Mons' });
    expect(timeZoneInForce()).toBe(browserZone);
    stop();
  });
});
