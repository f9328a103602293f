import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/billing';
import { Alert } from '../../../components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { useDeletePlan, type DeleteOutcome } from '../api/delete-plan';
import { refusalText } from '../../../lib/api-errors';
import { adminBillingWorded } from '../lib/refusal';
import { planText } from '../../../lib/plan-text';

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
export function DeletePlanDialog({ plan, ...props }: DeletePlanDialogProps) {
  return (
    <AlertDialog open={plan !== null}>
      {/* Keyed by plan, so each opening starts without the last one's failure. */}
      {plan && <DeletePlanContent key={plan.id} plan={plan} {...props} />}
    </AlertDialog>
  );
}

function DeletePlanContent({
  plan,
  onClose,
  onDone,
  focusAfterDone,
}: DeletePlanDialogProps & { plan: AdminPlan }) {
  const { t } = useTranslation();
  const remove = useDeletePlan();
  const done = useRef(false);
  const inUse = plan.subscribers > 0;

  const confirm = async () => {
    let outcome: DeleteOutcome;
    try {
      outcome = await remove.mutateAsync({ id: plan.id });
    } catch {
      // Shown in the dialog from remove.error.
      return;
    }
    done.current = true;
    onDone(plan, outcome);
  };

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (remove.isPending) event.preventDefault();
        else onClose();
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <AlertDialogTitle className="wrap-anywhere">
        {t('adminBilling.delete.title', { name: planText(plan.display_name) })}
      </AlertDialogTitle>
      <AlertDialogDescription>
        {inUse
          ? t('adminBilling.delete.inUse', { count: plan.subscribers })
          : t('adminBilling.delete.unused')}
      </AlertDialogDescription>
      {remove.isError && (
        <Alert tone="error">
          {refusalText(remove.error, t('adminBilling.delete.failed'), t, adminBillingWorded)}
        </Alert>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending} onClick={onClose}>
          {t('common.cancel')}
        </AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know what happened. */}
        <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
          {remove.isPending
            ? t('adminBilling.delete.deleting')
            : inUse
              ? t('adminBilling.delete.archive')
              : t('adminBilling.delete.confirm')}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
