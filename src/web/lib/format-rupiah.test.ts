import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format-rupiah';

describe('formatRupiah', () => {
  it.each([
    [350_000, 'Rp350.000'],
    [1_500_000, 'Rp1.500.000'],
    [1_000_000_000, 'Rp1.000.000.000'],
    [0, 'Rp0'],
    [999, 'Rp999'],
    [-5_000, '-Rp5.000'],
  ])('writes %i as %s, with Indonesian grouping and no space, whatever the reader', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('rounds to whole rupiah, and an amount that rounds to nothing has no sign', () => {
    expect(formatRupiah(1234.5)).toBe('Rp1.235');
    expect(formatRupiah(-0.4)).toBe('Rp0');
    expect(formatRupiah(-0)).toBe('Rp0');
  });
});
