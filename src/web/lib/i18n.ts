import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from '../locales/en';
import { partedCatalogues } from './catalogue-backend';
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
// ever call t() with keys.
//
// Each catalogue is a chunk of its own, downloaded for the language shown only (ADR 0035), in two
// parts (ADR 0042): main.tsx waits for `i18nReady`, the first part (the shell's and the
// dashboard's texts), before the first render; every page not drawn from it waits for
// `wholeCatalogue()` (app/router.tsx); a switch shows the new language once its whole catalogue
// has arrived (lib/catalogue-backend.ts).

export { defaultLanguage, type Language };

declare module 'i18next' {
  interface CustomTypeOptions {
    // English is the reference catalogue: a key missing from it is a type error in components.
    resources: { translation: typeof en };
  }
}

const catalogues = partedCatalogues(
  {
    en: {
      first: () => import('../locales/en-first').then((module) => module.enFirst),
      whole: () => import('../locales/en').then((module) => module.en),
    },
    id: {
      first: () => import('../locales/id-first').then((module) => module.idFirst),
      whole: () => import('../locales/id').then((module) => module.id),
    },
  },
  (language, catalogue) => i18n.addResourceBundle(language, 'translation', catalogue, true, true),
);

/**
 * Resolves once the first language's first part is in (whether or not its download succeeded).
 */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogues.backend)
  .use(initReactI18next)
  .init({
    // The remembered choice or the browser's languages; the account's setting replaces it once
    // GET /api/me answers (lib/account-locale.ts).
    lng: initialLanguage(),
    // No fallback language: it would be downloaded with every other one. The catalogues hold the
    // same keys (lib/catalogues.test.ts), so none is needed.
    fallbackLng: false,
    supportedLngs: [...languages],
    // The language is set at once (`<html lang>` and the formatters below read it); its catalogue
    // arrives later, and i18nReady resolves then.
    initAsync: false,
    // React escapes text itself; escaping again would show entities such as &amp; on screen.
    interpolation: { escapeValue: false },
    // A page drawn again once the rest of its language's catalogue is in (a switch back to the
    // first language before that rest arrived: below).
    react: { bindI18nStore: 'added' },
  });

/**
 * Resolves once the language shown has its whole catalogue in: what every page but the dashboard
 * waits for (app/router.tsx). Rejects if its download failed (the next call tries again).
 */
export function wholeCatalogue(): Promise<void> {
  return catalogues.whole(i18n.language);
}

// The first language's whole catalogue may not be in when the app switches back to it: it is asked
// for then, and what shows is drawn again once it arrives. (Not for the first language's own
// arrival, which would download the rest beside the first page.)
void i18nReady.then(() =>
  i18n.on('languageChanged', (language) => void catalogues.whole(language).catch(() => undefined)),
);

// `<html lang>`, the formatters and the API's Accept-Language follow the language (lib/language.ts).
languageInForce(i18n.language);
i18n.on('languageChanged', languageInForce);

/**
 * Downloads `language`'s catalogue unless it is in already (the account's language, before its
 * answer is applied, so the shell never shows a moment of the other one).
 */
export async function loadLanguage(language: string | null | undefined): Promise<void> {
  if (isLanguage(language)) await i18n.loadLanguages(language);
}

/**
 * Shows the app in `language` from now on (once its catalogue is in) and remembers it in this
 * browser. Saving it to the account is the caller's part (the user menu's switcher, the settings
 * page).
 */
export function switchLanguage(language: string): void {
  if (!isLanguage(language)) return;
  rememberLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export { i18n };
