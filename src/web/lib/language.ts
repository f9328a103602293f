// Which language the web app speaks, and the one place that knows it. No i18next here: the landing
// page's small bundle, the API client and lib/format.ts read the language through this module, and
// each i18n instance (lib/i18n.ts for the app, landing/i18n.ts) reports its changes to it.
//
// The order: the signed-in account's setting (lib/account-locale.ts applies it when GET /api/me
// answers); before sign-in, the choice this browser remembered (a visitor's pick on a public page,
// or the last account's setting); else the browser's own languages (id* -> Indonesian, else English).

export const languages = ['en', 'id'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's name in itself, for the switchers: a reader finds their own whatever is shown. */
export const languageAutonyms: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
};

/** Where this browser remembers the chosen language (localStorage). */
export const languageStorageKey = 'ringkas.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Ours for a BCP 47 tag: `id`, `id-ID` (and the old `in`) -> id; `en`, `en-GB` -> en; else none. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'id' || primary === 'in') return 'id';
  if (primary === 'en') return 'en';
  return undefined;
}

/** The first of the browser's preferred languages that we speak, else English. */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/** The browser's preferred languages (navigator.languages, else navigator.language). */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language this browser remembered, if any (storage may be blocked: then none). */
export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the language for this browser's next visit, signed in or not. */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Private mode or storage turned off: the choice lasts for this page only.
  }
}

export interface LanguageSources {
  /** The signed-in account's setting (profile.language), when someone is signed in. */
  account?: string | null | undefined;
  /** What this browser remembered. */
  stored?: string | null | undefined;
  /** The browser's preferred languages, most preferred first. */
  browser: readonly string[];
}

/** The account's setting wins; then the remembered choice; then the browser's languages. */
export function resolveLanguage({ account, stored, browser }: LanguageSources): Language {
  if (isLanguage(account)) return account;
  if (isLanguage(stored)) return stored;
  return browserLanguage(browser);
}

/** The language to start a page in, before anyone is known to be signed in. */
export function initialLanguage(): Language {
  return resolveLanguage({ stored: storedLanguage(), browser: navigatorLanguages() });
}

// The language in force now: set by the i18n instance of the page (app or landing page).
let current: Language = defaultLanguage;
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return current;
}

/**
 * Called by an i18n instance when its language changes: keeps this module, `<html lang>` and the
 * formatters in step with it.
 */
export function languageInForce(language: string): void {
  const next = isLanguage(language) ? language : (languageOfTag(language) ?? defaultLanguage);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the language in force; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
