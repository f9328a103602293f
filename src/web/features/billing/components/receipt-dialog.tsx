import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
} from '../../../components/ui/dialog';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useReceipt } from '../api/get-receipt';
import { formatDateTime, formatRupiah } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';

// Printing shows the receipt alone: the app under the dialog (the shell, the page) and the dim
// overlay are left out, and the dialog prints as a plain page (the print: classes below).
const printOnlyReceipt = `@media print {
  #root, [data-slot='dialog-overlay'] { display: none !important; }
}`;

interface ReceiptDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A paid order's receipt (GET /api/orders/:id/receipt), with Print. */
export function ReceiptDialog({ orderId, open, onOpenChange }: ReceiptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          closeLabel={t('billing.receipt.close')}
          className="max-w-xl print:static print:max-h-none print:w-full print:max-w-none print:translate-none print:overflow-visible print:rounded-none print:border-0 print:p-0 print:shadow-none print:[&>button]:hidden"
        >
          <style>{printOnlyReceipt}</style>
          <ReceiptBody orderId={orderId} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReceiptBody({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const receipt = useReceipt(orderId);

  if (receipt.isPending) {
    return (
      <>
        <DialogHeading title={t('billing.receipt.title')} />
        <LoadingStatus label={t('billing.receipt.loading')} className="grid gap-2">
          <SkeletonBars barClassName={['h-4 w-2/3', 'h-4 w-full', 'h-4 w-5/6']} />
        </LoadingStatus>
      </>
    );
  }
  if (receipt.isError) {
    return (
      <>
        <DialogHeading title={t('billing.receipt.title')} />
        <QueryLoadError query={receipt} fallback={t('billing.receipt.loadFailed')} />
      </>
    );
  }

  const data = receipt.data;
  const rows: [string, ReactNode][] = [
    [t('billing.receipt.invoice'), data.invoice_number],
    [t('billing.receipt.reference'), data.order_id],
    [t('billing.receipt.seller'), data.brand],
    [
      t('billing.receipt.buyer'),
      <>
        {data.buyer.name}
        <br />
        <span className="font-normal">{data.buyer.email}</span>
      </>,
    ],
    [t('billing.receipt.plan'), planText(data.plan_display_name)],
    [t('billing.receipt.duration'), t('billing.days', { count: data.duration_days })],
    [t('billing.receipt.amount'), formatRupiah(data.amount)],
    [t('billing.receipt.method'), t(`billing.methods.${data.method}`)],
    [t('billing.receipt.paidOn'), formatDateTime(data.paid_at)],
  ];

  return (
    <>
      <DialogHeading title={t('billing.receipt.title')} description={data.brand} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] print:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="mb-2 font-medium break-words sm:mb-0 print:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <DialogFooter className="print:hidden">
        <DialogClose asChild>
          <Button variant="outline">{t('billing.receipt.close')}</Button>
        </DialogClose>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('billing.receipt.print')}
        </Button>
      </DialogFooter>
    </>
  );
}
