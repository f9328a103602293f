import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enBase from '../locales/en.json';
import enBilling from '../locales/en/billing.json';
import enBrand from '../locales/en/brand.json';
import idBase from '../locales/id.json';
import idBilling from '../locales/id/billing.json';
import idBrand from '../locales/id/brand.json';
import { defaultLanguage, initialLanguage, languageInForce, languages } from '../lib/language';

// The landing page's texts: only the namespaces it shows, taken from the app's catalogues in both
// languages, never the assembled catalogue (locales/en.ts, id.ts) with every feature's file. The
// three files it takes parts of (en.json, en/billing.json, en/brand.json, and the same in id) are
// the app's too, so the build puts them whole in a chunk both pages load: about 21 KB gzip of the
// page's 140 KB budget. The keys are the app's, so the page's components call t() as the app's do.
// Both languages are in the bundle: most visitors read Indonesian, and a switch is instant.

/** The namespaces the landing page shows, out of one language's three files. */
function landingTexts(base: typeof enBase, billing: typeof enBilling, brand: typeof enBrand) {
  return {
    common: base.common,
    // The error screen's texts (components/errors), shown if the page itself fails.
    errors: { boundary: base.errors.boundary },
    footer: base.footer,
    landing: base.landing,
    brand: { landing: brand.landing, defaults: brand.defaults },
    billing: {
      days_one: billing.days_one,
      days_other: billing.days_other,
      // The plan cards' lines that the limits and flags give (billing/lib/plan-words.ts).
      limits: billing.limits,
      pricing: billing.pricing,
    },
  };
}

export const landingCatalogue = landingTexts(enBase, enBilling, enBrand);

/**
 * The same in Indonesian. The Indonesian files are read in the English shape: their keys are held
 * to English's by lib/catalogues.test.ts, and a text still waiting for its translation shows in
 * English (i18next's fallback) rather than failing the build.
 */
export const landingCatalogueId = landingTexts(
  idBase as unknown as typeof enBase,
  idBilling as unknown as typeof enBilling,
  idBrand as unknown as typeof enBrand,
);

/**
 * The landing page's i18n: the visitor's remembered choice, else the browser's languages (the page
 * knows nothing of a session; a signed-in account's setting is remembered by the app in this
 * browser, so it holds here too). `<html lang>` and the formatters follow it.
 */
export function createLandingI18n(language: string = initialLanguage()): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: landingCatalogue }, id: { translation: landingCatalogueId } },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  languageInForce(instance.language);
  instance.on('languageChanged', languageInForce);
  return instance;
}
