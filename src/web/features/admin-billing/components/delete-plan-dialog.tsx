import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/billing';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { planText } from '../../../lib/plan-text';
import { useDeletePlan, type DeleteOutcome } from '../api/delete-plan';
import { adminBillingWorded } from '../lib/refusal';

interface DeletePlanDialogProps {
  /** The plan to delete; null: closed. */
  plan: AdminPlan | null;
  onClose: () => void;
  /** Deleted or archived (the dialog closes). */
  onDone: (plan: AdminPlan, outcome: DeleteOutcome) => void;
  /** Once it has closed after onDone: the button that opened it may be gone with the card. */
  focusAfterDone: () => void;
}

/**
 * "Delete this plan?" A plan accounts use is archived instead (the server decides, and says which it
 * did): hidden from /pricing, kept for its subscribers.
 */
export function DeletePlanDialog({ plan, onClose, onDone, focusAfterDone }: DeletePlanDialogProps) {
  const { t } = useTranslation();
  const remove = useDeletePlan();
  const inUse = (plan?.subscribers ?? 0) > 0;
  return (
    <ConfirmDialog<DeleteOutcome>
      open={plan !== null}
      onClose={onClose}
      title={plan ? t('adminBilling.delete.title', { name: planText(plan.display_name) }) : ''}
      titleClassName="wrap-anywhere"
      description={
        inUse ? t('adminBilling.delete.inUse', { count: plan!.subscribers }) : t('adminBilling.delete.unused')
      }
      confirmLabel={inUse ? t('adminBilling.delete.archive') : t('adminBilling.delete.confirm')}
      pendingLabel={t('adminBilling.delete.deleting')}
      onConfirm={() => remove.mutateAsync({ id: plan!.id })}
      errorText={(error) => refusalText(error, t('adminBilling.delete.failed'), t, adminBillingWorded)}
      onDone={(outcome) => onDone(plan!, outcome)}
      focusAfterDone={focusAfterDone}
    />
  );
}
