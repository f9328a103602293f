import { useTranslation } from 'react-i18next';
import { PaymentsView } from '../../features/billing/components/payments-view';

// GET /payments - Payment History: the user's orders, and one order's panel (?order=<id>, where
// Midtrans returns): waiting for the payment, the bank transfer's instructions, the receipt
function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('billing.payments.title')}</h1>
        <p className="text-muted-foreground">{t('billing.payments.description')}</p>
      </header>
      <PaymentsView />
    </div>
  );
}

export { PaymentsPage as Component };
