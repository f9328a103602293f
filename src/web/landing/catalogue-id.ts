import base from '../locales/id.json';
import billing from '../locales/id/billing-plans.json';
import brand from '../locales/id/brand-texts.json';
import type enBase from '../locales/en.json';
import type enBilling from '../locales/en/billing-plans.json';
import type enBrand from '../locales/en/brand-texts.json';
import { landingTexts } from './landing-texts';

/**
 * The landing page's Indonesian, a chunk of its own like the English (landing/i18n.ts). The files
 * are read in the English shape: their keys are held to English's by lib/catalogues.test.ts.
 */
export const landingCatalogueId = landingTexts(
  base as unknown as typeof enBase,
  billing as unknown as typeof enBilling,
  brand as unknown as typeof enBrand,
);
