import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/billing';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toastSuccess } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { refusalText } from '../../../lib/api-errors';
import { billingWorded } from '../lib/refusal';

interface CancelOrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before cancelling a pending order; the server refuses (409) once it is paid or gone. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ id: order.id });
    } catch {
      // Shown from cancel.error below.
      return;
    }
    toastSuccess(t('billing.cancel.done'));
    onOpenChange(false);
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle className="break-all">
          {t('billing.cancel.title', { reference: order.order_id })}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('billing.cancel.description')}</AlertDialogDescription>
        {cancel.isError && (
          <Alert tone="error">
            {refusalText(cancel.error, t('billing.cancel.failed'), t, billingWorded)}
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{t('billing.cancel.keep')}</AlertDialogCancel>
          {/* Not AlertDialog.Action: that closes at once, before we know whether the cancel worked. */}
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? t('billing.cancel.cancelling') : t('billing.cancel.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
