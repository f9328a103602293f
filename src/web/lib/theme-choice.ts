import { defaultTheme, isTheme, themes, type Theme } from '../../shared/theme';

// Which colour theme the page shows, and the one place that paints it: the `dark` class on <html>
// (styles.css's dark tokens and Tailwind's `dark:` variant follow it). The order mirrors the
// language's (lib/language.ts): the signed-in account's setting (lib/account-locale.ts applies it
// when GET /api/me answers); before sign-in, the choice this browser remembered (the last account's
// setting, or a visitor's pick on a public page); else the system's. "system" follows the
// browser's prefers-color-scheme, live.
//
// public/theme.js does the first paint before any of this loads (a plain script in <head>: the
// CSP allows our own files, never inline code), with the same storage key and the same rule, so a
// dark page never flashes white.

export { isTheme, themes, type Theme };

/** Where this browser remembers the chosen theme (localStorage); public/theme.js reads it too. */
export const themeStorageKey = 'ringkas.theme';

const darkQuery = '(prefers-color-scheme: dark)';

/** The theme this browser remembered, if any (storage may be blocked: then none). */
export function storedTheme(): Theme | undefined {
  try {
    const value = globalThis.localStorage?.getItem(themeStorageKey);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(themeStorageKey, theme);
  } catch {
    // Private mode or storage turned off: the choice lasts for this page only.
  }
}

function systemQuery(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(darkQuery) : undefined;
}

/** Whether `theme` shows dark now ("system": what the browser prefers at this moment). */
export function isDarkTheme(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && (systemQuery()?.matches ?? false));
}

let current: Theme = storedTheme() ?? defaultTheme;
const listeners = new Set<() => void>();

/** The theme chosen now (light, dark or system). */
export function currentTheme(): Theme {
  return current;
}

/** Calls `listener` after every change of the chosen theme; returns the unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Puts the `dark` class on <html> when the theme shows dark. A change made while the page is open
 * switches without transitions: buttons and links would otherwise fade between the themes.
 */
function paint(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dark = isDarkTheme(current);
  if (root.classList.contains('dark') === dark) return;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  // Styles are worked out with transitions off before they are allowed again.
  void getComputedStyle(root).color;
  setTimeout(() => root.classList.remove('theme-switching'), 0);
}

/**
 * Shows the page in `theme` from now on and remembers it in this browser. Saving it to the account
 * is the caller's part (the user menu).
 */
export function chooseTheme(theme: string): void {
  if (!isTheme(theme)) return;
  rememberTheme(theme);
  inForce(theme);
}

function inForce(theme: Theme): void {
  const changed = theme !== current;
  current = theme;
  paint();
  if (changed) for (const listener of listeners) listener();
}

/**
 * Paints the page's starting theme and follows the system's from now on (a "system" page turns
 * dark the moment the device does). Called once by each entry (main.tsx, landing/main.tsx);
 * returns the unsubscribe.
 */
export function startTheme(): () => void {
  inForce(storedTheme() ?? defaultTheme);
  const query = systemQuery();
  query?.addEventListener('change', paint);
  return () => query?.removeEventListener('change', paint);
}
