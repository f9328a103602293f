import { afterEach, describe, expect, it } from 'vitest';
import {
  compareText,
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatList,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatRupiah,
  formatTime,
  languageName,
  regionName,
  setAccountTimeZone,
  timeZoneInForce,
} from './format';
import { i18n } from './i18n';

// Intl separates with narrow or plain no-break spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function inLanguage(language: 'en' | 'id') {
  await i18n.changeLanguage(language);
}

afterEach(async () => {
  setAccountTimeZone(undefined);
  await i18n.changeLanguage('en');
});

describe('formatRupiah', () => {
  it.each([
    [350_000, 'Rp350.000', 'Rp350,000'],
    [1_500_000, 'Rp1.500.000', 'Rp1,500,000'],
    [1_000_000_000, 'Rp1.000.000.000', 'Rp1,000,000,000'],
    [0, 'Rp0', 'Rp0'],
    [999, 'Rp999', 'Rp999'],
    [-5_000, '-Rp5.000', '-Rp5,000'],
  ])('writes %i as %s in Indonesian and %s in English: Rp first, no space', async (amount, id, en) => {
    await inLanguage('id');
    expect(formatRupiah(amount)).toBe(id);
    await inLanguage('en');
    expect(formatRupiah(amount)).toBe(en);
  });

  it('rounds to whole rupiah, and an amount that rounds to nothing has no sign', async () => {
    await inLanguage('id');
    expect(formatRupiah(1234.5)).toBe('Rp1.235');
    expect(formatRupiah(-0.4)).toBe('Rp0');
    expect(formatRupiah(-0)).toBe('Rp0');
  });
});

describe('numbers', () => {
  it('group and separate as the reader writes them', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatPercent(0.125, 1)).toBe('12.5%');
    await inLanguage('id');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatPercent(0.125, 1)).toBe('12,5%');
  });
});

describe('moments', () => {
  const at = '2026-11-24T09:05:00.000Z';

  it("are shown in the account's time zone, in the reader's language", async () => {
    setAccountTimeZone('Asia/Jakarta');
    expect(timeZoneInForce()).toBe('Asia/Jakarta');
    expect(plain(formatDateTime(at))).toBe('Nov 24, 2026, 4:05 PM');
    expect(plain(formatDate(at))).toBe('Nov 24, 2026');
    expect(plain(formatTime(at))).toBe('4:05 PM');

    await inLanguage('id');
    expect(plain(formatDateTime(at))).toBe('24 Nov 2026, 16.05');
    expect(plain(formatTime(at))).toBe('16.05');

    setAccountTimeZone('Asia/Jayapura');
    expect(plain(formatTime(at))).toBe('18.05');
  });

  it('take a zone the caller names (a report in its own zone), and a bad one falls back', () => {
    setAccountTimeZone('Asia/Jakarta');
    expect(plain(formatTime(at, { timeZone: 'UTC' }))).toBe('9:05 AM');
    expect(plain(formatTime(at, { timeZone: 'Mars/Olympus_Mons' }))).toBe('4:05 PM');
    expect(dateTimeFormat({ dateStyle: 'short' }).resolvedOptions().timeZone).toBe('Asia/Jakarta');
  });

  it('show a text that is no date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatRelativeTime('soon', Date.now())).toBe('soon');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it.each([
    [-10, 'now'],
    [-120, '2 minutes ago'],
    [-40 * 60, '40 minutes ago'],
    [3599, 'in 1 hour'],
    [-3 * 3600, '3 hours ago'],
    [-30 * 3600, 'yesterday'],
    [5 * 86_400, 'in 5 days'],
  ])('rounds %s s to the nearest unit: %s', (seconds, text) => {
    expect(formatRelativeTime(at(seconds), now)).toBe(text);
  });

  it.each([
    [-10, 'now'],
    [-60, '1 minute ago'],
    [-59 * 60, '59 minutes ago'],
    [-2 * 3_600, '2 hours ago'],
    [-36 * 3_600, 'yesterday'],
    [-3 * 86_400, '3 days ago'],
    [-15 * 86_400, '2 weeks ago'],
    [-400 * 86_400, 'last year'],
    [5 * 60, 'in 5 minutes'],
  ])('counts %s s in whole units, up to years, when rounding down: %s', (seconds, text) => {
    expect(formatRelativeTime(at(seconds), now, { rounding: 'down' })).toBe(text);
  });

  it('speaks Indonesian', async () => {
    await inLanguage('id');
    expect(formatRelativeTime(at(-120), now)).toBe('2 menit yang lalu');
    expect(formatRelativeTime(at(-30 * 3600), now)).toBe('kemarin');
    expect(formatRelativeTime(at(3599), now)).toBe('dalam 1 jam');
  });
});

describe('names and lists', () => {
  it('name countries and languages in the reader’s language', async () => {
    expect(regionName('US')).toBe('United States');
    expect(regionName('id')).toBe('Indonesia');
    expect(languageName('id')).toBe('Indonesian');
    expect(regionName('not a code')).toBe('not a code');
    await inLanguage('id');
    expect(regionName('US')).toBe('Amerika Serikat');
    expect(regionName('DE')).toBe('Jerman');
    expect(languageName('en')).toBe('Inggris');
    // Asked for a named language, whatever is in force.
    expect(regionName('DE', 'en')).toBe('Germany');
  });

  it('join lists and sort names as the reader does', async () => {
    expect(formatList(['Telegram', 'email', 'the app'])).toBe('Telegram, email, and the app');
    await inLanguage('id');
    expect(formatList(['Telegram', 'email', 'aplikasi'])).toBe('Telegram, email, dan aplikasi');
    expect(['Zambia', 'Ärmel', 'Afrika'].sort((a, b) => compareText(a, b))).toEqual([
      'Afrika',
      'Ärmel',
      'Zambia',
    ]);
  });
});
