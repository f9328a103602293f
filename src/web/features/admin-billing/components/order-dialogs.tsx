import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectOrderSchema, type AdminOrder } from '../../../../shared/billing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { fieldText, refusalText, serverFieldErrors } from '../../../lib/api-errors';
import { useApproveOrder } from '../api/approve-order';
import { useRejectOrder } from '../api/reject-order';
import { formatRupiah } from '../../../lib/format';
import { adminBillingWorded } from '../lib/refusal';
import { planText } from '../../../lib/plan-text';

const textareaClass =
  'min-h-28 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

interface OrderDialogProps {
  /** The order acted on; null: closed. */
  order: AdminOrder | null;
  onClose: () => void;
  /** Settled (the dialog closes). */
  onDone: (order: AdminOrder) => void;
  /** Once it has closed after onDone: the buttons that opened it went with the pending row. */
  focusAfterDone: () => void;
}

/** "Approve this transfer?": the order becomes paid and the buyer's plan starts. */
export function ApproveOrderDialog({ order, onClose, onDone, focusAfterDone }: OrderDialogProps) {
  const { t } = useTranslation();
  const approve = useApproveOrder();
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      tone="default"
      title={order ? t('adminBilling.approve.title', { orderId: order.order_id }) : ''}
      titleClassName="wrap-anywhere"
      description={
        order
          ? t('adminBilling.approve.description', {
              amount: formatRupiah(order.amount),
              buyer: order.buyer?.email ?? t('adminBilling.orders.deletedAccount'),
              plan: planText(order.plan_display_name),
            })
          : ''
      }
      confirmLabel={t('adminBilling.approve.confirm')}
      pendingLabel={t('adminBilling.approve.approving')}
      onConfirm={() => approve.mutateAsync({ id: order!.id })}
      errorText={(error) => refusalText(error, t('adminBilling.approve.failed'), t, adminBillingWorded)}
      onDone={() => onDone(order!)}
      focusAfterDone={focusAfterDone}
    />
  );
}

/** Reject a transfer that did not arrive, with the reason the buyer is told. */
export function RejectOrderDialog({ order, onClose, ...props }: OrderDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && <RejectContent key={order.id} order={order} onClose={onClose} {...props} />}
    </Dialog>
  );
}

function RejectContent({ order, onDone, focusAfterDone }: OrderDialogProps & { order: AdminOrder }) {
  const { t } = useTranslation();
  const reject = useRejectOrder();
  const field = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reject.isPending) return;
    reject.reset();
    const parsed = rejectOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(fieldText(parsed.error.issues[0]?.message ?? ''));
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await reject.mutateAsync({ id: order.id, reason: parsed.data.reason });
    } catch {
      // Shown from reject.error below.
      field.current?.focus();
      return;
    }
    done.current = true;
    onDone(order);
  };

  const fieldError = problem ?? serverFieldErrors(reject.error).reason;
  const otherFailure = reject.isError && !fieldError;

  return (
    <DialogContent
      closeLabel={t('adminBilling.reject.close')}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {t('adminBilling.reject.title', { orderId: order.order_id })}
        </DialogTitle>
        <DialogDescription>{t('adminBilling.reject.description')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <Field
          label={t('adminBilling.reject.reason')}
          hint={t('adminBilling.reject.reasonHint')}
          error={fieldError}
          announceError={!problem}
        >
          {(control) => (
            <textarea
              {...control}
              ref={field}
              name="reason"
              rows={3}
              maxLength={300}
              required
              className={textareaClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {otherFailure && (
          <Alert tone="error">
            {refusalText(reject.error, t('adminBilling.reject.failed'), t, adminBillingWorded)}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={reject.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={reject.isPending}>
            {reject.isPending ? t('adminBilling.reject.rejecting') : t('adminBilling.reject.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
