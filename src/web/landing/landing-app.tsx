import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../shared/brand-defaults';
import type { LandingData } from '../../shared/landing';
import { applyFavicon } from '../features/brand/lib/favicon';
import { applyBrandTheme, brandTheme } from '../features/brand/lib/theme';
import { brandInReadersLanguage } from '../lib/brand-texts';
import { useLandingData } from './landing-data';
import { LandingLayout } from './landing-layout';
import { LandingPage } from './landing-page';

/** The landing page with its data, and the brand applied to the document as the app applies it. */
export function LandingApp({ written }: { written: LandingData | null }) {
  const { t } = useTranslation();
  const data = useLandingData(written);
  const { isPending, plans, payments } = data;
  // The shipped default texts read in the visitor's language; the admin's own stay as written.
  const brand = brandInReadersLanguage(data.brand, t);

  const title = documentTitle(brand);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const favicon = brand.favicon_url;
  useEffect(() => applyFavicon(document, favicon), [favicon]);
  const accent = brand.brand_accent_color;
  useEffect(() => applyBrandTheme(document.documentElement, brandTheme(accent)), [accent]);

  return (
    // Pricing is advertised only while the plans are shown (known once the brand is).
    <LandingLayout brand={brand} showPricing={!isPending && brand.show_pricing_plans}>
      <LandingPage brand={brand} isPending={isPending} plans={plans} payments={payments} />
    </LandingLayout>
  );
}
