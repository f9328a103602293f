import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { Brand } from '../../shared/brand';
import { BrandMark } from '../app/brand-mark';
import { PublicFrame } from '../components/layouts/public-frame';

/** The page is its own document: links into the app are plain ones, each a full page load. */
function PlainLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...props} />;
}

/**
 * The landing page's header and footer: the app's public layout, with plain links into the app;
 * Pricing only while the brand shows the plans.
 */
export function LandingLayout({
  brand,
  showPricing,
  children,
}: {
  brand: Brand;
  showPricing: boolean;
  children: ReactNode;
}) {
  return (
    <PublicFrame
      brand={brand}
      mark={<BrandMark brand={brand} />}
      showPricing={showPricing}
      NavLink={PlainLink}
      Link={PlainLink}
    >
      {children}
    </PublicFrame>
  );
}
