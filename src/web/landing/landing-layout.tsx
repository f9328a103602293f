import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../shared/brand';
import { BrandMark } from '../app/brand-mark';
import { LanguageSelect } from '../components/language-select';
import { ThemeSelect } from '../components/theme-select';
import { Button } from '../components/ui/button';

const focusRing = 'rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

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
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <a
            href="/"
            className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark brand={brand} />
          </a>
          <div className="flex shrink-0 items-center gap-1">
            <LanguageSelect />
            <nav aria-label={t('common.primaryNavigation')} className="flex items-center gap-1">
              {/* The hero links to pricing too, so small screens drop this one to save room. */}
              {showPricing && (
                <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                  <a href="/pricing">{t('common.pricing')}</a>
                </Button>
              )}
              <Button asChild variant="ghost" size="sm">
                <a href="/login">{t('common.logIn')}</a>
              </Button>
              <Button asChild size="sm">
                {/* The short call: a phone's header keeps the brand's whole name beside it. */}
                <a href="/register">{t('common.signUp')}</a>
              </Button>
            </nav>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            {t('footer.copyright', {
              year: new Date().getFullYear(),
              brand: brand.brand_name.trim() || brand.app_name,
            })}
          </p>
          {/* The theme here, not in the header: a phone's header has no room left for the brand. */}
          <div className="flex items-center gap-3">
            <ThemeSelect />
            {showPricing && (
              <a href="/pricing" className={`${focusRing} hover:text-foreground`}>
                {t('common.pricing')}
              </a>
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
