import { ArrowRight, ChartNoAxesColumn, Globe, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useBrand } from '../../features/brand/api/get-brand';
import { cn } from '../../lib/cn';

// GET / - the public landing page; its texts are the admin's brand settings.
function LandingPage() {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const hasFeaturesHtml = brand.landing_page_features.trim() !== '';

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden border-b border-border bg-linear-to-b from-accent/60 to-background"
      >
        <div
          aria-hidden="true"
          style={{ backgroundImage: brand.brand_gradient }}
          className="absolute inset-x-0 top-0 h-1"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {brand.landing_page_title}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            {brand.landing_page_description}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                {t('common.getStarted')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t('common.logIn')}</Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to="/pricing">{t('landing.viewPricing')}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="features-title"
          // Admin HTML brings its own headings, in the admin's language; keep ours for the outline.
          className={cn(
            'mb-8 text-center text-2xl font-semibold tracking-tight',
            hasFeaturesHtml && 'sr-only',
          )}
        >
          {t('landing.featuresTitle')}
        </h2>
        {hasFeaturesHtml ? (
          <div
            className="rich-content mx-auto max-w-3xl"
            // SECURITY: the one place raw HTML is rendered. landing_page_features is written by an
            // admin and sanitised by the server before it is stored and served; do not pass any
            // other value here, and never HTML that did not come from that endpoint.
            dangerouslySetInnerHTML={{ __html: brand.landing_page_features }}
          />
        ) : (
          <Highlights />
        )}
      </section>
    </>
  );
}

const highlights = [
  { key: 'domains', Icon: Globe },
  { key: 'targeting', Icon: Route },
  { key: 'analytics', Icon: ChartNoAxesColumn },
] as const;

/** Built-in selling points, shown until an admin writes the landing features. */
function Highlights() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {highlights.map(({ key, Icon }) => (
        <li key={key}>
          <Card className="h-full">
            <CardHeader className="gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle asChild>
                <h3>{t(`landing.highlights.${key}.title`)}</h3>
              </CardTitle>
              <CardDescription>{t(`landing.highlights.${key}.description`)}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export { LandingPage as Component };
