import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from '../lib/catalogue-backend';
import { initialLanguage, languageInForce, languages } from '../lib/language';

// The landing page's texts: only the namespaces it shows, taken from the app's catalogues
// (landing-texts.ts). Each language is a chunk of its own (catalogue-en.ts, catalogue-id.ts),
// downloaded for the language shown, before the first render; a switch downloads the other (ADR
// 0035). The three catalogue files it takes parts of are the app's too, so the build puts them in
// a chunk that both pages download in that language.

const options = (language: string): InitOptions => ({
  lng: language,
  // No fallback language: it would be downloaded with every other one; both hold the same keys.
  fallbackLng: false,
  supportedLngs: [...languages],
  // The language is set at once (followed() reads it); its catalogue may come later.
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** `<html lang>` and the formatters follow the instance's language. */
function followed(instance: I18n): I18n {
  languageInForce(instance.language);
  instance.on('languageChanged', languageInForce);
  return instance;
}

/**
 * The landing page's i18n: the visitor's remembered choice, else the browser's languages (the page
 * knows nothing of a session; a signed-in account's setting is remembered by the app in this
 * browser, so it holds here too). Resolves once that language's catalogue is in.
 */
export async function loadLandingI18n(language: string = initialLanguage()): Promise<I18n> {
  const instance = createInstance().use(
    catalogueBackend({
      en: () => import('./catalogue-en').then((module) => module.landingCatalogue),
      id: () => import('./catalogue-id').then((module) => module.landingCatalogueId),
    }),
  );
  await instance.use(initReactI18next).init(options(language));
  return followed(instance);
}

/** The same over catalogues at hand (`resources`), ready at once: for tests. */
export function createLandingI18n(resources: Resource, language: string = initialLanguage()): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...options(language), resources });
  return followed(instance);
}
