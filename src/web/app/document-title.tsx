import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../shared/brand-defaults';
import { useBrand } from '../features/brand/api/get-brand';
import { applyFavicon } from '../features/brand/lib/favicon';
import { applyBrandTheme, brandTheme } from '../features/brand/lib/theme';
import { brandInReadersLanguage } from '../lib/brand-texts';

/**
 * Applies the brand to the whole document as it loads or changes: the tab title on the spec's
 * "name - description" form, the favicon, and the accent colour as the theme's primary colours
 * (styles.css's variables on <html>, so every page and dialog follows it).
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { brand } = useBrand();
  // A description still at its shipped default reads in the reader's language.
  const title = documentTitle(brandInReadersLanguage(brand, t));
  useEffect(() => {
    document.title = title;
  }, [title]);

  const favicon = brand.favicon_url;
  useEffect(() => {
    applyFavicon(document, favicon);
  }, [favicon]);

  const accent = brand.brand_accent_color;
  useEffect(() => applyBrandTheme(document.documentElement, brandTheme(accent)), [accent]);
}

/** Mount once near the root; renders nothing. */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}
