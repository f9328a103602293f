import { Check, Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plan } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatRupiah } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';
import { isTrialPlan, planLines, struckPrice } from '../lib/plan-words';

/** The visitor's hold on this plan, when it is theirs (from /api/me). */
export interface CurrentPlan {
  expires: string | null;
  active: boolean;
}

interface PlanOfferProps {
  plan: Plan;
  current: CurrentPlan | null;
  /** Signed in: choosing opens the checkout. Signed out: choosing goes through login and back. */
  signedIn: boolean;
  /** False when no way to pay is set up: no checkout is offered (the page says why). */
  canBuy: boolean;
  onChoose: (plan: Plan) => void;
}

/** Where a signed-out visitor goes to buy a plan: login, then back to this plan's checkout. */
export function loginToBuy(plan: Pick<Plan, 'name'>): string {
  return `/login?redirect=${encodeURIComponent(`/pricing?checkout=${encodeURIComponent(plan.name)}`)}`;
}

/** One plan on /pricing: price and list price, discount, duration, the way to buy it, what it allows. */
export function PlanOffer({ plan, current, signedIn, canBuy, onChoose }: PlanOfferProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = planText(plan.display_name);
  const listPrice = struckPrice(plan);
  const trial = isTrialPlan(plan);
  const choose = current?.active
    ? t('billing.pricing.extend', { plan: name })
    : t('billing.pricing.choose', { plan: name });

  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className={cn(
          'flex w-full flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm',
          plan.isPopular && 'border-primary ring-2 ring-primary/30',
        )}
      >
        <header className="grid gap-3">
          {(plan.isPopular || current) && (
            <div className="flex flex-wrap gap-2">
              {plan.isPopular && (
                <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                  <Sparkles className="size-3.5" aria-hidden="true" />
                  {t('billing.pricing.popular')}
                </span>
              )}
              {current && (
                <span className="inline-flex items-center gap-1 rounded-full border border-success/40 bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
                  <Check className="size-3.5" aria-hidden="true" />
                  {t('billing.pricing.current')}
                </span>
              )}
            </div>
          )}
          <h2 id={titleId} className="text-xl font-semibold">
            {name}
          </h2>
          <div className="grid gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="sr-only">{t('billing.pricing.price')} </span>
              <span className={cn('font-bold tracking-tight', trial ? 'text-2xl' : 'text-3xl')}>
                {trial
                  ? t('billing.pricing.freeFor', { duration: t('billing.days', { count: plan.duration }) })
                  : formatRupiah(plan.price)}
              </span>
              {listPrice !== null && (
                <span className="text-muted-foreground">
                  <span className="sr-only">{t('billing.pricing.listPrice')} </span>
                  <s>{formatRupiah(listPrice)}</s>
                </span>
              )}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {/* A trial's price line already says how long it lasts. */}
              {!trial && (
                <span>
                  {t('billing.pricing.duration', { duration: t('billing.days', { count: plan.duration }) })}
                </span>
              )}
              {plan.discount > 0 && (
                <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
                  {t('billing.pricing.save', { percent: plan.discount })}
                </span>
              )}
            </p>
          </div>
          {current && (
            <p className={cn('text-sm', current.active ? 'text-success' : 'text-destructive')}>
              {current.expires === null
                ? t('billing.pricing.noEnd')
                : current.active
                  ? t('billing.pricing.activeUntil', { date: formatDate(current.expires) })
                  : t('billing.pricing.endedOn', { date: formatDate(current.expires) })}
            </p>
          )}
        </header>

        {trial ? (
          <div className="grid gap-2">
            <p className="font-medium">{t('billing.pricing.trial')}</p>
            <p className="text-sm text-muted-foreground">{t('billing.pricing.trialHint')}</p>
            {!signedIn && (
              <Button asChild variant="outline">
                <Link to="/register">{t('billing.pricing.startTrial')}</Link>
              </Button>
            )}
          </div>
        ) : !canBuy ? null : signedIn ? (
          <Button variant={plan.isPopular ? 'default' : 'outline'} onClick={() => onChoose(plan)}>
            {choose}
          </Button>
        ) : (
          <Button asChild variant={plan.isPopular ? 'default' : 'outline'}>
            <Link to={loginToBuy(plan)}>{choose}</Link>
          </Button>
        )}

        {/* One list: what the limits and flags give, then the plan's own lines. */}
        <ul
          aria-label={t('billing.pricing.featuresLabel', { plan: name })}
          className="mt-auto grid gap-2 border-t border-border pt-4 text-sm"
        >
          {planLines(plan, t).map((line) => (
            <li
              key={line.key}
              className={cn('flex items-start gap-2', !line.included && 'text-muted-foreground')}
            >
              {line.included ? (
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <span className="min-w-0 break-words">
                {line.feature && (
                  <span className="sr-only">
                    {line.included ? t('billing.limits.included') : t('billing.limits.notIncluded')}{' '}
                  </span>
                )}
                {line.text}
              </span>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
