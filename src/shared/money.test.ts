import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money';

describe('rupiah', () => {
  it('is written with the reader’s grouping, one way per language', () => {
    expect(formatRupiah(350_000, 'id')).toBe('Rp350.000');
    expect(formatRupiah(350_000, 'en')).toBe('Rp350,000');
    expect(formatRupiah(1_500_000, 'id')).toBe('Rp1.500.000');
    expect(formatRupiah(1_500_000, 'en')).toBe('Rp1,500,000');
  });

  it('is whole, with a sign only when there is something to sign', () => {
    expect(formatRupiah(-5_000, 'id')).toBe('-Rp5.000');
    expect(formatRupiah(999.6, 'en')).toBe('Rp1,000');
    expect(formatRupiah(-0.2, 'en')).toBe('Rp0');
    expect(formatRupiah(0, 'id')).toBe('Rp0');
  });
});
