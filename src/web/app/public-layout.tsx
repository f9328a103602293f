import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { LanguageSelect } from '../components/language-select';
import { ThemeSelect } from '../components/theme-select';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useBrand } from '../features/brand/api/get-brand';
import { BrandMark } from './brand-mark';
import { NavigationProgress } from './navigation-progress';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { brand, isPending } = useBrand();
  // Pricing is advertised only while the brand shows the plans (and once that is known).
  const showPricing = !isPending && brand.show_pricing_plans;
  const navigating = useNavigation().state !== 'idle';

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress active={navigating} />
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          {/* The landing page is its own document (landing.html): a full page load. */}
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
                  <NavLink to="/pricing">{t('common.pricing')}</NavLink>
                </Button>
              )}
              <Button asChild variant="ghost" size="sm">
                <NavLink to="/login">{t('common.logIn')}</NavLink>
              </Button>
              <Button asChild size="sm">
                {/* The short call: a phone's header keeps the brand's whole name beside it. */}
                <NavLink to="/register">{t('common.signUp')}</NavLink>
              </Button>
            </nav>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none transition-opacity', navigating && 'opacity-50')}
      >
        <Outlet />
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
              <Link
                to="/pricing"
                className="rounded-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {t('common.pricing')}
              </Link>
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
