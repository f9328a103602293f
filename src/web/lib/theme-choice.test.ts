import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The script as the browser gets it (src/web/public is served as it is).
import script from '../public/theme.js?raw';
import { makeMe } from '../test/fake-api';
import { followAccountLocale } from './account-locale';
import { i18n } from './i18n';
import { meQueryOptions } from './queries/me';
import { chooseTheme, currentTheme, startTheme, storedTheme, themeStorageKey } from './theme-choice';

/** The browser's prefers-color-scheme, which a test can turn as a device does at dusk. */
function systemPrefers(scheme: 'light' | 'dark') {
  let dark = scheme === 'dark';
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => {
    expect(text).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    turn(next: 'light' | 'dark') {
      dark = next === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  await i18n.changeLanguage('en');
});

describe('the theme before sign-in', () => {
  it("with nothing remembered, follows the system's, live", () => {
    const system = systemPrefers('light');
    stop = startTheme();
    expect(currentTheme()).toBe('system');
    expect(isDark()).toBe(false);

    system.turn('dark');
    expect(isDark()).toBe(true);
    system.turn('light');
    expect(isDark()).toBe(false);
  });

  it('starts in the theme this browser remembered, over the system', () => {
    systemPrefers('dark');
    localStorage.setItem(themeStorageKey, 'light');
    stop = startTheme();
    expect(currentTheme()).toBe('light');
    expect(isDark()).toBe(false);
  });

  it('switches at once when chosen, remembers it, and a fixed choice ignores the system', () => {
    const system = systemPrefers('light');
    stop = startTheme();

    chooseTheme('dark');
    expect(isDark()).toBe(true);
    expect(storedTheme()).toBe('dark');
    system.turn('dark');
    system.turn('light');
    expect(isDark()).toBe(true);

    chooseTheme('system');
    expect(isDark()).toBe(false);
    expect(storedTheme()).toBe('system');
  });

  it('ignores a value that is no theme, in storage or chosen', () => {
    systemPrefers('light');
    localStorage.setItem(themeStorageKey, 'sepia');
    stop = startTheme();
    expect(currentTheme()).toBe('system');
    chooseTheme('sepia');
    expect(currentTheme()).toBe('system');
    expect(localStorage.getItem(themeStorageKey)).toBe('sepia');
  });

  it('switches without transitions, so no colour fades between the themes', async () => {
    systemPrefers('light');
    stop = startTheme();
    chooseTheme('dark');
    expect(document.documentElement.classList.contains('theme-switching')).toBe(true);
    await vi.waitFor(() =>
      expect(document.documentElement.classList.contains('theme-switching')).toBe(false),
    );
  });
});

describe('public/theme.js, the first paint before the app loads', () => {
  it.each([
    [null, 'light', false],
    [null, 'dark', true],
    ['system', 'dark', true],
    ['light', 'dark', false],
    ['dark', 'light', true],
    ['sepia', 'dark', true],
  ] as const)('remembered %s, system %s: dark %s, as the app paints it', (stored, system, dark) => {
    systemPrefers(system);
    if (stored) localStorage.setItem(themeStorageKey, stored);
    document.documentElement.classList.toggle('dark', !dark);

    new Function(script)();
    expect(isDark()).toBe(dark);

    // The app, starting after it, agrees: nothing changes on the page.
    document.documentElement.classList.toggle('dark', !dark);
    stop = startTheme();
    expect(isDark()).toBe(dark);
  });
});

describe("the signed-in account's theme", () => {
  function signedIn(theme: 'light' | 'dark' | 'system') {
    const queryClient = new QueryClient();
    const unfollow = followAccountLocale(queryClient);
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ theme }));
    return { queryClient, unfollow };
  }

  it('replaces the remembered one as soon as GET /api/me answers, and is remembered for the next visit', () => {
    systemPrefers('light');
    localStorage.setItem(themeStorageKey, 'light');
    stop = startTheme();
    const { unfollow } = signedIn('dark');
    expect(currentTheme()).toBe('dark');
    expect(isDark()).toBe(true);
    expect(storedTheme()).toBe('dark');
    unfollow();
  });

  it('follows a change from another device, but a refetch of the same setting undoes no switch', () => {
    systemPrefers('light');
    stop = startTheme();
    const { queryClient, unfollow } = signedIn('system');
    // The user menu switches at once, before its PATCH has answered; a refetch still says system.
    chooseTheme('dark');
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ theme: 'system', name: 'Refetched' }));
    expect(currentTheme()).toBe('dark');
    queryClient.setQueryData(meQueryOptions().queryKey, makeMe({ theme: 'light' }));
    expect(currentTheme()).toBe('light');
    expect(isDark()).toBe(false);
    unfollow();
  });

  it('stays after sign-out', () => {
    systemPrefers('light');
    stop = startTheme();
    const { queryClient, unfollow } = signedIn('dark');
    queryClient.removeQueries();
    expect(currentTheme()).toBe('dark');
    expect(isDark()).toBe(true);
    unfollow();
  });
});
