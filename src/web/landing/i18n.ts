import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common, errors, footer, landing } from '../locales/en.json';
import { days_one, days_other, planNames, pricing } from '../locales/en/billing.json';
import { landing as brandLanding } from '../locales/en/brand.json';

// The landing page's texts: only the namespaces it shows, taken from the app's catalogue (named
// imports, so the bundle keeps these parts of the JSON and drops the rest). The keys are the app's,
// so the page's components call t() exactly as the app's do.
export const landingCatalogue = {
  common,
  // The error screen's texts (components/errors), shown if the page itself fails.
  errors: { boundary: errors.boundary },
  footer,
  landing,
  brand: { landing: brandLanding },
  billing: { days_one, days_other, planNames, pricing },
};

export function createLandingI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: landingCatalogue } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
