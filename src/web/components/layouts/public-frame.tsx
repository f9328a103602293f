import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../shared/brand';
import { cn } from '../../lib/cn';
import { LanguageSelect } from '../language-select';
import { ThemeSelect } from '../theme-select';
import { Button } from '../ui/button';

/** A link into the app: the router's inside it, a plain one from the landing page's own document. */
export type FrameLink = ComponentType<{ to: string } & AnchorHTMLAttributes<HTMLAnchorElement>>;

interface PublicFrameProps {
  brand: Brand;
  /** The brand's name and logo, linking home. */
  mark: ReactNode;
  /** Pricing is offered only while the brand shows the plans. */
  showPricing: boolean;
  /** The header's links (marked current where they lead to this page). */
  NavLink: FrameLink;
  /** The footer's link. */
  Link: FrameLink;
  /** Above everything: the navigation's progress bar. */
  before?: ReactNode;
  mainClassName?: string;
  children: ReactNode;
}

const focusRing = 'rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * Header, main and footer around the public pages: the app's public layout and the landing page,
 * which is its own document and bundle, and so brings links of its own.
 */
export function PublicFrame({
  brand,
  mark,
  showPricing,
  NavLink,
  Link,
  before,
  mainClassName,
  children,
}: PublicFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      {before}
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
            {mark}
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
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', mainClassName)}>
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
              <Link to="/pricing" className={cn(focusRing, 'hover:text-foreground')}>
                {t('common.pricing')}
              </Link>
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
