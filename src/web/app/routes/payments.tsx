import { PaymentsView } from '../../features/billing/components/payments-view';
import { titledPage } from '../../components/layouts/page-layout';

// GET /payments - Payment History: the user's orders, and one order's panel (?order=<id>, where
// Midtrans returns): waiting for the payment, the bank transfer's instructions, the receipt
export const Component = titledPage(
  { width: '5xl', title: 'billing.payments.title', description: 'billing.payments.description' },
  PaymentsView,
);
