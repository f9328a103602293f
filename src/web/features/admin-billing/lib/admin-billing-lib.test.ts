import { describe, expect, it } from 'vitest';
import { defaultPlans } from '../../../../shared/plans';
import { draftFromSettings, gatewayCandidate } from './gateway-draft';
import { awaitsApproval, withOrder, type AdminOrderPages } from './orders';
import {
  checkDraft,
  draftFromPlan,
  emptyDraft,
  isPlanField,
  moveItem,
  parseNumber,
  parseRupiah,
  type PlanDraft,
} from './plan-draft';

const emptyLimit = 'Enter a number, or tick Unlimited.';
const [, medium, , vipMax] = defaultPlans;
if (!medium || !vipMax) throw new Error('the seeded plans changed');

describe('parsing typed numbers', () => {
  it('reads digits, leaves empty as undefined, and anything else as NaN for the schema to name', () => {
    expect(parseNumber(' 30 ')).toBe(30);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('-2')).toBe(-2);
    expect(parseNumber('ten')).toBeNaN();
  });

  it('reads rupiah typed with dots as people write them', () => {
    expect(parseRupiah('350.000')).toBe(350_000);
    expect(parseRupiah('1.500.000')).toBe(1_500_000);
    expect(parseRupiah('350000')).toBe(350_000);
    expect(parseRupiah('3.5')).toBe(3.5);
    expect(parseRupiah('350,000')).toBeNaN();
  });
});

describe('the plan draft', () => {
  it('round-trips a stored plan into exactly its planInput', () => {
    const { id: _id, ...input } = vipMax;
    const checked = checkDraft(draftFromPlan(vipMax), { emptyLimit });
    expect(checked).toEqual({ ok: true, input });
  });

  it('sends an unlimited limit as null even with a number typed under it', () => {
    const draft = draftFromPlan(medium);
    draft.limits.max_shortlinks = { value: '5', unlimited: true };
    const checked = checkDraft(draft, { emptyLimit });
    expect(checked.ok && checked.input.max_shortlinks).toBeNull();
  });

  it('refuses with the shared rules: list price below price, discount over 100, empty limits, names and lines', () => {
    const draft: PlanDraft = {
      ...emptyDraft(),
      name: 'gold',
      display_name: { en: 'Gold', id: ' ' },
      price: '500.000',
      original_price: '400000',
      discount: '101',
      features: [
        { key: 'a', en: 'Fine', id: 'Baik' },
        { key: 'b', en: '  ', id: 'Hanya bahasa Indonesia' },
      ],
    };
    const checked = checkDraft(draft, { emptyLimit });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toMatchObject({
      original_price: 'The list price cannot be below the price.',
      discount: 'Enter a discount from 0 to 100.',
      max_shortlinks: emptyLimit,
      max_custom_domains: emptyLimit,
      'display_name.id': 'Enter the name in Indonesian.',
      'features.1.en': 'Write this line in English.',
    });
    expect(checked.problems['display_name.en']).toBeUndefined();
    expect(checked.problems['features.1.id']).toBeUndefined();
    expect(checked.problems.price).toBeUndefined();
    expect(checked.problems.min_cron_job).toBeUndefined();
  });

  it('refuses automatic checks without a shortest interval, and takes an empty one with none', () => {
    const withAuto = checkDraft(
      { ...draftFromPlan(medium), intervals: { min_cron_job: '' } },
      { emptyLimit },
    );
    expect(!withAuto.ok && withAuto.problems).toEqual({
      min_cron_job: 'Enter the shortest interval, or set Automatic checks to 0.',
    });
    const draft = { ...draftFromPlan(medium), intervals: { min_cron_job: '' } };
    draft.limits = { ...draft.limits, max_auto_check_domains: { value: '0', unlimited: false } };
    const without = checkDraft(draft, { emptyLimit });
    expect(without.ok && without.input.min_cron_job).toBeNull();
  });

  it('names a missing price in the schema’s words', () => {
    const checked = checkDraft({ ...draftFromPlan(medium), price: '' }, { emptyLimit });
    expect(!checked.ok && checked.problems.price).toBe('Enter the price in whole rupiah.');
  });

  it('knows which server fields the form shows', () => {
    expect(isPlanField('features.2')).toBe(true);
    expect(isPlanField('features.2.id')).toBe(true);
    expect(isPlanField('display_name.en')).toBe(true);
    expect(isPlanField('max_custom_domains')).toBe(true);
    expect(isPlanField('features.x')).toBe(false);
    expect(isPlanField('id')).toBe(false);
  });
});

describe('moveItem', () => {
  it('moves up and down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the gateway draft', () => {
  const settings = {
    midtrans: {
      enabled: true,
      environment: 'sandbox' as const,
      server_key_mask: 'SB-Mid-server-…Xk2',
      client_key_mask: null,
      notification_url: 'https://links.example.com/api/payments/midtrans/notification',
    },
    bank_transfer: {
      enabled: false,
      accounts: [{ bank: 'BCA', account_number: '1234567890', account_name: 'PT Ringkas' }],
    },
    updated_at: null,
  };

  it('never starts with a key, and leaves out a key input left empty', () => {
    const draft = draftFromSettings(settings);
    expect(draft.serverKey).toBe('');
    expect(gatewayCandidate({ ...draft, clientKey: '   ' })).toEqual({
      midtrans: { enabled: true, environment: 'sandbox' },
      bank_transfer: { enabled: false, accounts: settings.bank_transfer.accounts },
    });
  });

  it('sends a typed key, trimmed', () => {
    const draft = { ...draftFromSettings(settings), serverKey: ' SB-Mid-server-abcdefghij ' };
    expect(gatewayCandidate(draft)).toMatchObject({ midtrans: { server_key: 'SB-Mid-server-abcdefghij' } });
  });
});

describe('orders', () => {
  const transfer = {
    bank: 'Mandiri',
    account_name: 'Siti',
    transferred_at: '2026-11-24T10:30:00.000+07:00',
  };
  const base = {
    id: 'o1',
    order_id: 'RKS-1',
    plan: 'medium',
    plan_display_name: { en: 'Medium', id: 'Medium' },
    amount: 350_000,
    method: 'bank_transfer' as const,
    state: 'pending' as const,
    snap_token: null,
    redirect_url: null,
    bank_accounts: [],
    transfer,
    reason: null,
    invoice_number: null,
    paid_at: null,
    expires_at: '2026-11-25T09:00:00.000Z',
    created_at: '2026-11-24T09:00:00.000Z',
  };

  it('awaits approval only as a pending manual transfer with its details', () => {
    expect(awaitsApproval(base)).toBe(true);
    expect(awaitsApproval({ ...base, transfer: null })).toBe(false);
    expect(awaitsApproval({ ...base, state: 'paid' })).toBe(false);
    expect(awaitsApproval({ ...base, method: 'midtrans' })).toBe(false);
  });

  it('writes a settled order into the cached pages, keeping the buyer it knew', () => {
    const buyer = { id: 'u1', email: 'siti@example.com', name: 'Siti' };
    const pages: AdminOrderPages = {
      pages: [{ items: [{ ...base, buyer }], next_cursor: null }],
      pageParams: [null],
    };
    const next = withOrder(pages, { ...base, state: 'paid' });
    expect(next?.pages[0]?.items[0]).toEqual({ ...base, state: 'paid', buyer });
    expect(withOrder(undefined, base)).toBeUndefined();
  });
});
