import base from '../locales/en.json';
import billing from '../locales/en/billing-plans.json';
import brand from '../locales/en/brand-texts.json';
import { landingTexts } from './landing-texts';

// The landing page's English: a chunk of its own, downloaded only when the page is shown in English
// (landing/i18n.ts).
export const landingCatalogue = landingTexts(base, billing, brand);
