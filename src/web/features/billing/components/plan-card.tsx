import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../../../shared/account';
import { Button } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { planText } from '../../../lib/plan-text';

export type PlanCardSubscription = Pick<Me['subscription'], 'plan_display_name' | 'active' | 'daysLeft'>;

/**
 * The user's plan and how long it has left, or the way to upgrade once it has ended. An admin is
 * exempt from the plan's limits, and is told so here, where the limits would otherwise show.
 */
export function PlanCard({
  subscription,
  isAdmin = false,
}: {
  subscription: PlanCardSubscription;
  isAdmin?: boolean;
}) {
  const { t } = useTranslation();
  const { active, daysLeft } = subscription;
  const name = planText(subscription.plan_display_name);
  return (
    <StatCard label={t('billing.planCard.label')} value={name}>
      {active ? (
        <p>
          {daysLeft === null
            ? t('billing.planCard.noExpiry')
            : t('billing.planCard.daysLeft', { count: daysLeft })}
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-destructive">{t('billing.planCard.inactive')}</p>
          <Button asChild size="sm">
            <Link to="/pricing">{t('billing.planCard.upgrade')}</Link>
          </Button>
        </div>
      )}
      {isAdmin && <p className="mt-1 text-muted-foreground">{t('billing.planCard.adminExempt')}</p>}
    </StatCard>
  );
}
