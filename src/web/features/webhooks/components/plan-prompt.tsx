import { useTranslation } from 'react-i18next';
import { UpgradePrompt } from '../../../components/layouts/upgrade-prompt';
import { formatList } from '../../../lib/format';

/**
 * In place of adding endpoints when the workspace's plan has no webhooks: why, which plans have
 * them (when known), and the way to the plans. What is there already may still be turned off or
 * deleted, which the server allows without the plan.
 */
export function PlanPrompt({ plans }: { plans: readonly string[] | null }) {
  const { t } = useTranslation();
  return (
    <UpgradePrompt
      title={t('webhooks.plan.title')}
      description={
        plans && plans.length > 0
          ? t('webhooks.plan.withPlans', { plans: formatList(plans) })
          : t('webhooks.plan.noPlans')
      }
      action={t('webhooks.plan.action')}
    />
  );
}
