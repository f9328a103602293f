import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';

// Adding a language is one catalogue file plus one line here (e.g. `id: { translation: id }`);
// components only ever call t() with keys, so they do not change.
export const resources = {
  en: { translation: en },
} as const;

export type Language = keyof typeof resources;
export const defaultLanguage: Language = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    // English is the reference catalogue: a key missing from it is a type error in components.
    resources: { translation: typeof en };
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  // Catalogues are bundled, so initialise synchronously: the first render already has its texts.
  initAsync: false,
  // React escapes text itself; escaping again would show entities such as &amp; on screen.
  interpolation: { escapeValue: false },
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export { i18n };
