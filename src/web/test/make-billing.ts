import type { BankAccount, BillingMethods, Order, Receipt } from '../../shared/billing';
import { defaultPlans, nameFromKey, type PlanText } from '../../shared/plans';

// The billing API's answers (src/shared/billing.ts), for component tests only.

let sequence = 0;

export const bankAccounts: BankAccount[] = [
  { bank: 'BCA', account_number: '123-456-7890', account_name: 'PT Ringkas Indonesia' },
  { bank: 'Mandiri', account_number: '987 654 3210', account_name: 'PT Ringkas Indonesia' },
];

/** What the server calls a plan: a seeded plan's display name, else the key tidied. */
export function displayNameOf(key: string): PlanText {
  return defaultPlans.find((plan) => plan.name === key)?.display_name ?? nameFromKey(key);
}

/** A pending online (Midtrans Snap) order for the vip plan, placed just now. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const method = overrides.method ?? 'midtrans';
  return {
    id: `order-${sequence}`,
    order_id: `RKS-20261124-${String(sequence).padStart(6, 'A')}`,
    plan: 'vip',
    plan_display_name: displayNameOf(overrides.plan ?? 'vip'),
    amount: 750_000,
    method,
    state: 'pending',
    snap_token: method === 'midtrans' ? `snap-${sequence}` : null,
    redirect_url:
      method === 'midtrans' ? `https://app.sandbox.midtrans.com/snap/v4/redirection/snap-${sequence}` : null,
    bank_accounts: method === 'bank_transfer' ? bankAccounts : [],
    transfer: null,
    reason: null,
    invoice_number: null,
    paid_at: null,
    expires_at: '2026-11-25T09:00:00.000Z',
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

/** A pending bank-transfer order, its details not sent yet. */
export function makeBankOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({ method: 'bank_transfer', ...overrides });
}

/** The same order once paid. */
export function paid(order: Order, paidAt = '2026-11-24T09:05:00.000Z'): Order {
  return {
    ...order,
    state: 'paid',
    snap_token: null,
    redirect_url: null,
    invoice_number: `INV-2026-${order.id}`,
    paid_at: paidAt,
  };
}

export function makeReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    invoice_number: 'INV-2026-000042',
    order_id: 'RKS-20261124-7F3K2Q',
    brand: 'Ringkas',
    buyer: { name: 'Ayu Lestari', email: 'ayu@example.com' },
    plan: 'vip',
    plan_display_name: displayNameOf(overrides.plan ?? 'vip'),
    duration_days: 30,
    amount: 750_000,
    method: 'midtrans',
    paid_at: '2026-11-24T09:05:00.000Z',
    ...overrides,
  };
}

/** Both methods switched on, Midtrans in its sandbox. */
export function makeBillingMethods(overrides: Partial<BillingMethods> = {}): BillingMethods {
  return { midtrans: true, bank_transfer: true, environment: 'sandbox', ...overrides };
}
