import type enBase from '../locales/en.json';
import type enBilling from '../locales/en/billing-plans.json';
import type enBrand from '../locales/en/brand-texts.json';

/**
 * The namespaces the landing page shows, out of one language's three catalogue files (en.json,
 * en/billing-plans.json, en/brand-texts.json, or the same in id), never the assembled catalogue
 * (locales/en.ts, id.ts) with every feature's file. The keys are the app's, so the page's
 * components call t() as the app's do.
 */
export function landingTexts(base: typeof enBase, billing: typeof enBilling, brand: typeof enBrand) {
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
