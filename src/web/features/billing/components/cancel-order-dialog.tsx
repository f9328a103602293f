import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/billing';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
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
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('billing.cancel.title', { reference: order.order_id })}
      titleClassName="break-all"
      description={t('billing.cancel.description')}
      confirmLabel={t('billing.cancel.confirm')}
      pendingLabel={t('billing.cancel.cancelling')}
      cancelLabel={t('billing.cancel.keep')}
      onConfirm={() => cancel.mutateAsync({ id: order.id })}
      errorText={(error) => refusalText(error, t('billing.cancel.failed'), t, billingWorded)}
      onDone={() => {
        toastSuccess(t('billing.cancel.done'));
        onOpenChange(false);
      }}
    />
  );
}
