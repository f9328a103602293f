import { EyeOff, Mail, Tags } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Plan } from '../../../../shared/plans';
import { EmptyState } from '../../../components/layouts/empty-state';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { isUnauthorized, useMe } from '../../../lib/queries/me';
import { workspaceQueryOptions } from '../../../lib/queries/workspace';
import { useStoredWorkspaceId } from '../../../lib/workspace';
import { useBillingMethods } from '../api/get-billing-methods';
import { usePlans } from '../api/list-plans';
import { nameOfKey } from '../../../lib/plan-text';
import { isTrialPlan } from '../lib/plan-words';
import { CheckoutDialog } from './checkout-dialog';
import { loginToBuy, PlanOffer, type CurrentPlan } from './plan-offer';
import { useSearchParam } from '../../../lib/use-search-param';

/** The query parameter that opens a plan's checkout (login brings a visitor back to it). */
const checkoutParam = 'checkout';

/**
 * The whole of /pricing below its title: the plans on sale with the visitor's own marked, and the
 * checkout of the plan named in ?checkout= for a signed-in visitor.
 */
export function PricingView() {
  const { t } = useTranslation();
  const plans = usePlans();
  const me = useMe();
  const methods = useBillingMethods();
  const [wanted, setWanted] = useSearchParam(checkoutParam);
  const signedIn = me.data !== undefined;
  const signedOut = isUnauthorized(me.error);
  const ownersBuy = useOwnersBuy(signedIn);
  // A checkout that cannot work is not offered: no way to pay is set up. Unknown (still asking,
  // or the answer failed) offers it; the checkout then says what it finds.
  const canBuy = methods.data ? methods.data.midtrans || methods.data.bank_transfer : undefined;

  // A signed-out visitor who chose a plan elsewhere (the landing page) goes on to log in or
  // register at once, the checkout remembered, once it is known whether it can be bought.
  if (plans.isPending || (signedOut && wanted !== null && methods.isPending)) return <PricingSkeleton />;
  if (plans.isError) {
    return <QueryLoadError query={plans} fallback={t('billing.pricing.loadFailed')} />;
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState
        icon={Tags}
        title={t('billing.pricing.emptyTitle')}
        description={t('billing.pricing.emptyDescription')}
      />
    );
  }

  const setCheckout = (plan: Plan | null) => setWanted(plan?.name ?? null, { replace: true });

  const chosen = plans.data.find((plan) => plan.name === wanted && !isTrialPlan(plan));
  if (signedOut && chosen && canBuy !== false) return <Navigate to={loginToBuy(chosen)} replace />;
  const buying = signedIn && !ownersBuy ? chosen : undefined;
  // A link or a login may name a plan that is gone, or the trial, which is never bought.
  const unknown = signedIn && wanted !== null && buying === undefined;

  // The plan of the workspace the tab works in (the account's own is its personal workspace's).
  const subscription = me.data?.subscription;
  const currentOf = (plan: Plan): CurrentPlan | null =>
    subscription && subscription.plan === plan.name
      ? { expires: subscription.expiresAt, active: subscription.active }
      : null;

  return (
    <div className="grid gap-6">
      {unknown && <Alert tone="info">{t('billing.pricing.unknownPlan', { plan: nameOfKey(wanted) })}</Alert>}
      {ownersBuy && <Alert tone="info">{t('billing.pricing.ownersBuy')}</Alert>}
      {canBuy === false && (
        <Alert tone="info">
          <p className="font-medium">{t('billing.pricing.noPaymentsTitle')}</p>
          <p>{t('billing.pricing.noPayments')}</p>
        </Alert>
      )}
      <ul aria-label={t('billing.pricing.plansLabel')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {plans.data.map((plan) => (
          <PlanOffer
            key={plan.id}
            plan={plan}
            current={currentOf(plan)}
            signedIn={signedIn}
            canBuy={canBuy !== false && !ownersBuy}
            onChoose={setCheckout}
          />
        ))}
      </ul>
      <CheckoutDialog plan={buying} onClose={() => setCheckout(null)} />
    </div>
  );
}

/**
 * Whether the tab works in a workspace where the account is not an owner: only owners buy a
 * workspace's plan (the server refuses the others), so its checkout is not offered.
 */
function useOwnersBuy(signedIn: boolean): boolean {
  const stored = useStoredWorkspaceId();
  const workspace = useQuery({ ...workspaceQueryOptions(stored), enabled: signedIn && stored !== null });
  return workspace.data !== undefined && workspace.data.role !== 'owner';
}

/**
 * In place of the plans while the brand's show_pricing_plans is off: the admin's contact link, when
 * there is one, is the way to ask for a plan.
 */
export function PlansHidden({ contactLink }: { contactLink: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={EyeOff}
      title={t('billing.pricing.hiddenTitle')}
      description={contactLink ? t('billing.pricing.hiddenContact') : t('billing.pricing.hiddenDescription')}
      action={
        contactLink ? (
          <a
            href={contactLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <Mail className="size-4" aria-hidden="true" />
            {t('billing.pricing.contact')}
            <span className="sr-only"> {t('billing.pricing.opensInNewTab')}</span>
          </a>
        ) : undefined
      }
    />
  );
}

export function PricingSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('billing.pricing.loading')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {[0, 1, 2, 3].map((card) => (
        <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-6">
          <SkeletonBars
            barClassName={['h-6 w-24', 'h-9 w-40', 'h-9 w-full', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-2/3']}
          />
        </div>
      ))}
    </LoadingStatus>
  );
}
