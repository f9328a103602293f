import type { AdminOrder, AdminPlan, GatewaySettings } from '../../shared/billing';
import { defaultPlans, nameFromKey } from '../../shared/plans';
import { displayNameOf } from './make-billing';

// The admin billing API's answers (src/shared/billing.ts), for component tests only.

let sequence = 0;

/** One of the seeded plans as the admin list shows it: on sale, nobody on it, unless told. */
export function makeAdminPlan(name = 'medium', overrides: Partial<AdminPlan> = {}): AdminPlan {
  const seeded = defaultPlans.find((plan) => plan.name === name) ?? defaultPlans[1];
  if (!seeded) throw new Error('no seeded plans');
  // A plan of the admin's own is named after its key, as migration 0020 names one.
  const display_name = seeded.name === name ? seeded.display_name : nameFromKey(name);
  return { ...seeded, name, display_name, archived: false, subscribers: 0, ...overrides };
}

/** Midtrans set up in the sandbox (keys only as masks) and one bank account, both on. */
export function makeGatewaySettings(overrides: Partial<GatewaySettings> = {}): GatewaySettings {
  return {
    midtrans: {
      enabled: true,
      environment: 'sandbox',
      server_key_mask: 'SB-Mid-server-…Xk2',
      client_key_mask: 'SB-Mid-client-…9aQ',
      notification_url: 'https://links.example.com/api/payments/midtrans/notification',
      ...overrides.midtrans,
    },
    bank_transfer: {
      enabled: true,
      accounts: [{ bank: 'BCA', account_number: '1234567890', account_name: 'PT Ringkas' }],
      ...overrides.bank_transfer,
    },
    updated_at: '2026-11-20T08:00:00.000Z',
    ...(overrides.updated_at !== undefined ? { updated_at: overrides.updated_at } : {}),
  };
}

/** A paid Midtrans order for the medium plan, by default. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-00000000${n}`,
    order_id: `RKS-20261124-${n}AB`,
    plan: 'medium',
    plan_display_name: displayNameOf(overrides.plan ?? 'medium'),
    amount: 350_000,
    method: 'midtrans',
    state: 'paid',
    snap_token: null,
    redirect_url: null,
    bank_accounts: [],
    transfer: null,
    reason: null,
    invoice_number: `INV-2026-${n}`,
    paid_at: '2026-11-24T09:05:00.000Z',
    expires_at: '2026-11-25T09:00:00.000Z',
    created_at: '2026-11-24T09:00:00.000Z',
    buyer: { id: `user-${n}`, email: `buyer${n}@example.com`, name: 'Budi' },
    ...overrides,
  };
}

/** A manual transfer the buyer has reported: pending, with their transfer's details. */
export function makeReportedTransfer(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return makeAdminOrder({
    method: 'bank_transfer',
    state: 'pending',
    paid_at: null,
    invoice_number: null,
    bank_accounts: [{ bank: 'BCA', account_number: '1234567890', account_name: 'PT Ringkas' }],
    transfer: {
      bank: 'Mandiri',
      account_name: 'Siti Rahma',
      reference: 'TRF 8812',
      transferred_at: '2026-11-24T10:30:00.000+07:00',
    },
    ...overrides,
  });
}
