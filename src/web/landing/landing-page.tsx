import ArrowRight from 'lucide-react/icons/arrow-right';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import Check from 'lucide-react/icons/check';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import Route from 'lucide-react/icons/route';
import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../shared/brand';
import type { Plan } from '../../shared/plans';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { isTrialPlan, planLines, struckPrice } from '../features/billing/lib/plan-words';
import { planText } from '../lib/plan-text';
import { cn } from '../lib/cn';
import { formatRupiah } from '../lib/format';

// GET / - the public landing page, built from the admin's brand settings: the hero's title and
// description, the features (HTML the server sanitised), the plans while show_pricing_plans is on,
// sign-up and sign-in calls to action and the contact link. Its own document (landing.html) and
// bundle: links into the app are plain links, and the data comes from landing-data.ts.

/** The plans section's state: the plans, still loading, or failed with a way to try again. */
export type PlansState =
  | { status: 'ready'; plans: readonly Plan[] }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

export interface LandingPageProps {
  brand: Brand;
  /** True until the brand is known (only when the page had to ask for it). */
  isPending: boolean;
  plans: PlansState;
  /** A way to pay is set up; false: no plan is offered for sale; null: not known (offered). */
  payments: boolean | null;
}

export function LandingPage({ brand, isPending, plans, payments }: LandingPageProps) {
  const { t } = useTranslation();
  const hasFeaturesHtml = brand.landing_page_features.trim() !== '';
  // While the brand loads, the defaults would show one page and then another: wait for it.
  const showPlans = !isPending && brand.show_pricing_plans;

  return (
    <>
      <section
        aria-labelledby="hero-title"
        aria-busy={isPending}
        className="relative overflow-hidden border-b border-border bg-linear-to-b from-accent/60 to-background"
      >
        <div
          aria-hidden="true"
          style={{ backgroundImage: brand.brand_gradient }}
          className="absolute inset-x-0 top-0 h-1"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          {isPending ? (
            <div role="status" className="grid w-full justify-items-center gap-4">
              <span className="sr-only">{t('brand.landing.heroLoading')}</span>
              <h1 id="hero-title" className="sr-only">
                {brand.app_name}
              </h1>
              <Skeleton className="h-12 w-full max-w-xl" />
              <Skeleton className="h-6 w-full max-w-lg" />
            </div>
          ) : (
            <>
              <h1
                id="hero-title"
                className="text-4xl font-bold tracking-tight text-balance break-words sm:text-5xl lg:text-6xl"
              >
                {brand.landing_page_title || brand.brand_name}
              </h1>
              {brand.landing_page_description && (
                <p className="max-w-2xl text-lg text-pretty break-words text-muted-foreground sm:text-xl">
                  {brand.landing_page_description}
                </p>
              )}
            </>
          )}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <a href="/register">
                {t('common.getStarted')}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/login">{t('common.logIn')}</a>
            </Button>
            {showPlans && (
              <Button asChild size="lg" variant="ghost">
                <a href="/pricing">{t('landing.viewPricing')}</a>
              </Button>
            )}
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
        {isPending ? (
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} className="h-36 w-full" />
            ))}
          </div>
        ) : hasFeaturesHtml ? (
          <div
            className="rich-content mx-auto max-w-3xl break-words"
            // SECURITY: the one place raw HTML is rendered. landing_page_features is written by an
            // admin and sanitised by the server before it is stored and served; do not pass any
            // other value here, and never HTML that did not come from that endpoint.
            dangerouslySetInnerHTML={{ __html: brand.landing_page_features }}
          />
        ) : (
          <Highlights />
        )}
      </section>

      {showPlans && <PlansSection state={plans} canBuy={payments !== false} />}

      <CallToAction contactLink={isPending ? '' : brand.contact_link.trim()} />
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

/** The plans on sale (GET /api/plans): name, price, what each includes, the way to it. */
function PlansSection({ state, canBuy }: { state: PlansState; canBuy: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-title" className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6">
        <div className="grid gap-2 text-center">
          <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight">
            {t('brand.landing.pricingTitle')}
          </h2>
          <p className="text-muted-foreground">{t('brand.landing.pricingDescription')}</p>
        </div>
        {!canBuy && (
          <Alert tone="info">
            <p className="font-medium">{t('billing.pricing.noPaymentsTitle')}</p>
            <p>{t('billing.pricing.noPayments')}</p>
          </Alert>
        )}
        {state.status === 'loading' ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <span className="sr-only">{t('brand.landing.plansLoading')}</span>
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-64 w-full" />
            ))}
          </div>
        ) : state.status === 'failed' ? (
          <Alert tone="error">
            <p>{t('brand.landing.plansFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={state.retry}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : state.plans.length === 0 ? (
          <p className="text-center text-muted-foreground">{t('brand.landing.plansEmpty')}</p>
        ) : (
          <ul
            aria-label={t('billing.pricing.plansLabel')}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          >
            {state.plans.map((plan) => (
              <PlanTeaser key={plan.id} plan={plan} canBuy={canBuy} />
            ))}
          </ul>
        )}
        <p className="text-center">
          <a
            href="/pricing"
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t('brand.landing.allPlans')}
          </a>
        </p>
      </div>
    </section>
  );
}

function PlanTeaser({ plan, canBuy }: { plan: Plan; canBuy: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = planText(plan.display_name);
  const trial = isTrialPlan(plan);
  const listPrice = struckPrice(plan);
  // The teaser lists what the plan includes (the lines of what it lacks are for /pricing).
  const lines = planLines(plan, t).filter((line) => line.included);
  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className={cn(
          'flex w-full flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm',
          plan.isPopular && 'border-primary ring-2 ring-primary/30',
        )}
      >
        <div className="grid gap-2">
          {plan.isPopular && (
            <span className="inline-flex w-fit items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {t('billing.pricing.popular')}
            </span>
          )}
          <h3 id={titleId} className="text-lg font-semibold">
            {name}
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="sr-only">{t('billing.pricing.price')} </span>
            <span className={cn('font-bold tracking-tight', trial ? 'text-xl' : 'text-2xl')}>
              {/* A trial reads as one: "Free for 7 days", never "per 7 days". */}
              {trial
                ? t('billing.pricing.freeFor', { duration: t('billing.days', { count: plan.duration }) })
                : formatRupiah(plan.price)}
            </span>
            {listPrice !== null && (
              <span className="text-sm text-muted-foreground">
                <span className="sr-only">{t('billing.pricing.listPrice')} </span>
                <s>{formatRupiah(listPrice)}</s>
              </span>
            )}
          </p>
          {!trial && (
            <p className="text-sm text-muted-foreground">
              {t('brand.landing.perDuration', { duration: t('billing.days', { count: plan.duration }) })}
            </p>
          )}
        </div>
        <ul
          aria-label={t('billing.pricing.featuresLabel', { plan: name })}
          className="grid flex-1 content-start gap-2 text-sm"
        >
          {lines.map((line) => (
            <li key={line.key} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">{line.text}</span>
            </li>
          ))}
        </ul>
        {(trial || canBuy) && (
          <Button asChild variant={plan.isPopular ? 'default' : 'outline'} className="mt-auto w-full">
            {trial ? (
              <a href="/register">{t('billing.pricing.startTrial')}</a>
            ) : (
              // /pricing opens this checkout, or sends a visitor who is not signed in to log in
              // or register first and brings them back to it.
              <a href={`/pricing?checkout=${encodeURIComponent(plan.name)}`}>
                {t('billing.pricing.choose', { plan: name })}
              </a>
            )}
          </Button>
        )}
      </article>
    </li>
  );
}

/** Sign up or sign in, and the admin's contact link when there is one. */
function CallToAction({ contactLink }: { contactLink: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="border-t border-border">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-6 px-4 py-16 text-center sm:px-6">
        <div className="grid gap-2">
          <h2 id="cta-title" className="text-2xl font-semibold tracking-tight text-balance">
            {t('brand.landing.ctaTitle')}
          </h2>
          <p className="text-muted-foreground">{t('brand.landing.ctaDescription')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href="/register">{t('brand.landing.signUp')}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/login">{t('brand.landing.signIn')}</a>
          </Button>
        </div>
        {contactLink && (
          <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>
              {t('brand.landing.contactTitle')} {t('brand.landing.contactDescription')}
            </span>
            <a
              href={contactLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Mail className="size-4" aria-hidden="true" />
              {t('brand.landing.contact')}
              <span className="sr-only"> {t('brand.landing.opensInNewTab')}</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
