import type { TFunction } from 'i18next';
import type { Brand } from '../../shared/brand';
import { brandDefaults } from '../../shared/brand-defaults';

// The brand's texts are the admin's, in whatever language they wrote them. Until they write their
// own, the shipped defaults (English, in shared/brand-defaults.ts) are shown from the catalogue
// (brand.defaults), so a fresh install greets an Indonesian reader in Indonesian.

const shippedTexts = ['brand_description', 'landing_page_title', 'landing_page_description'] as const;

/** The brand with each text still at its shipped default read in the reader's language. */
export function brandInReadersLanguage(brand: Brand, t: TFunction): Brand {
  let shown = brand;
  for (const key of shippedTexts) {
    if (brand[key] === brandDefaults[key]) shown = { ...shown, [key]: t(`brand.defaults.${key}`) };
  }
  return shown;
}
