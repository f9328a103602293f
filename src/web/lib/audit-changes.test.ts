import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/admin-users';
import { auditChanges } from './audit-changes';
import { i18n } from './i18n';

// An audit entry's changes as a person reads them: labels and values in the language in force.

// Intl separates with narrow or plain no-break spaces in places; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

function lines(entry: Partial<Pick<AuditEntry, 'before' | 'after' | 'plan_names'>>) {
  return auditChanges({ before: null, after: null, plan_names: {}, ...entry }, i18n.t, {
    timeZone: 'Asia/Jakarta',
  }).map((change) => `${change.label ?? ''}: ${plain(change.before)} → ${plain(change.after)}`);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('audit changes in words', () => {
  const subscription = {
    before: { plan: 'free', expires: '2026-12-01T00:00:00.000Z', is_admin: false },
    after: { plan: 'medium', expires: '2027-01-01T00:00:00.000Z', is_admin: false },
    plan_names: { free: { en: 'Free', id: 'Gratis' }, medium: { en: 'Medium', id: 'Sedang' } },
  };

  it('lists only the fields that changed: labels, plans by name, moments in the given zone', async () => {
    expect(lines(subscription)).toEqual([
      'Plan: Free → Medium',
      'Ends: Dec 1, 2026, 7:00 AM → Jan 1, 2027, 7:00 AM',
    ]);
    await i18n.changeLanguage('id');
    expect(lines(subscription)).toEqual([
      'Paket: Gratis → Sedang',
      'Berakhir: 1 Des 2026, 07.00 → 1 Jan 2027, 07.00',
    ]);
  });

  it('words booleans, counts, money, limits and a field that appears or goes', async () => {
    const disable = {
      before: { disabled: false },
      after: { disabled: true, reason: 'Spam', sessions_ended: 2 },
    };
    expect(lines(disable)).toEqual(['Disabled: No → Yes', 'Reason: null → Spam', 'Sessions ended: null → 2']);
    const plan = {
      before: { price: 350_000, max_shortlinks: 5, min_cron_job: 10, isPopular: false, duration: 30 },
      after: { price: 1_250_000, max_shortlinks: null, min_cron_job: null, isPopular: true, duration: 1 },
    };
    expect(lines(plan)).toEqual([
      'Price: Rp350,000 → Rp1,250,000',
      'Short links: 5 → Unlimited',
      'Shortest check interval: 10 minutes → No automatic checks',
      'Marked as popular: No → Yes',
      'Duration: 30 days → 1 day',
    ]);
    await i18n.changeLanguage('id');
    expect(lines(disable)).toEqual([
      'Dinonaktifkan: Tidak → Ya',
      'Alasan: null → Spam',
      'Sesi diakhiri: null → 2',
    ]);
    expect(lines(plan)).toEqual([
      'Harga: Rp350.000 → Rp1.250.000',
      'Tautan pendek: 5 → Tanpa batas',
      'Interval pemeriksaan tersingkat: 10 menit → Tanpa pemeriksaan otomatis',
      'Ditandai populer: Tidak → Ya',
      'Durasi: 30 hari → 1 hari',
    ]);
  });

  it('reads nested settings by their own labels, and plan texts in the language in force', async () => {
    const gateway = {
      before: {
        midtrans: { enabled: false, environment: 'sandbox', server_key_mask: null },
        bank_transfer: { enabled: false, accounts: [] },
      },
      after: {
        midtrans: { enabled: true, environment: 'production', server_key_mask: 'SB-…1234' },
        bank_transfer: {
          enabled: true,
          accounts: [{ bank: 'BCA', account_number: '1234567890', account_name: 'PT Ringkas' }],
        },
      },
    };
    expect(lines(gateway)).toEqual([
      'Midtrans on: No → Yes',
      'Midtrans environment: Sandbox → Production',
      'Midtrans server key: null → SB-…1234',
      'Bank transfer on: No → Yes',
      'Bank accounts: null → BCA 1234567890 (PT Ringkas)',
    ]);
    const named = {
      before: { display_name: { en: 'Starter', id: 'Pemula' }, features: [] },
      after: {
        display_name: { en: 'Starter Plus', id: 'Pemula Plus' },
        features: [{ en: 'Support', id: 'Dukungan' }],
      },
    };
    await i18n.changeLanguage('id');
    expect(lines(named)).toEqual([
      'Nama tampilan: Pemula → Pemula Plus',
      'Baris tambahan di /pricing: null → Dukungan',
    ]);
    expect(lines({ before: { state: 'pending' }, after: { state: 'paid' } })).toEqual([
      'Status: Menunggu → Dibayar',
    ]);
  });

  it('words a deletion’s counts, and shows a field this build does not know by its name tidied', () => {
    expect(
      lines({
        before: { email: 'a@example.com' },
        after: { deleted: { links: 3, accounts: 1, api_keys: 2 } },
      }),
    ).toEqual(['Email: a@example.com → null', 'Deleted: null → 1 account, 3 links, and api keys: 2']);
    expect(lines({ before: { new_flag: false }, after: { new_flag: true } })).toEqual(['new flag: No → Yes']);
  });

  it('shows single values whole, nothing when nothing changed, and cuts long text', () => {
    expect(lines({ before: 'free', after: 'vip' })).toEqual([': free → vip']);
    expect(lines({ before: 3, after: 3 })).toEqual([]);
    const [long] = auditChanges({ before: null, after: { reason: 'x'.repeat(200) }, plan_names: {} }, i18n.t);
    expect(long?.after).toHaveLength(80);
    expect(long?.after?.endsWith('…')).toBe(true);
  });
});
