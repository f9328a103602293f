import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { id } from '../locales/id';
import {
  defaultLanguage,
  initialLanguage,
  isLanguage,
  languageInForce,
  languages,
  rememberLanguage,
  type Language,
} from './language';

// English is the reference catalogue (the type below); Indonesian has the same files and keys, which
// lib/catalogues.test.ts holds it to, naming any key one has and the other lacks. Components only
// ever call t() with keys; a key missing in Indonesian would fall back to English.
export const resources = {
  en: { translation: en },
  id: { translation: id },
} as const satisfies Record<Language, unknown>;

export { defaultLanguage, type Language };

declare module 'i18next' {
  interface CustomTypeOptions {
    // English is the reference catalogue: a key missing from it is a type error in components.
    resources: { translation: typeof en };
  }
}

void i18n.use(initReactI18next).init({
  resources,
  // The remembered choice or the browser's languages; the account's setting replaces it once
  // GET /api/me answers (lib/account-locale.ts).
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  // Catalogues are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  // React escapes text itself; escaping again would show entities such as &amp; on screen.
  interpolation: { escapeValue: false },
});

// `<html lang>`, the formatters and the API's Accept-Language follow the language (lib/language.ts).
languageInForce(i18n.language);
i18n.on('languageChanged', languageInForce);

/**
 * Shows the app in `language` from now on and remembers it in this browser. Saving it to the
 * account is the caller's part (the user menu's switcher, the settings page).
 */
export function switchLanguage(language: string): void {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export { i18n };
