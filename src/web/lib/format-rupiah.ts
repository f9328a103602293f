// Indonesian grouping (a dot every three digits), whole rupiah: the way prices are written in Indonesia
// whatever the reader's language, and the way the API's own messages write them (Rp1.000.000.000).
const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Whole rupiah as people write them: `Rp350.000`, `-Rp5.000`. */
export function formatRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  // An amount that rounds to nothing has no sign: "Rp0", never "-Rp0".
  return `${amount < 0 && whole > 0 ? '-' : ''}Rp${grouping.format(whole)}`;
}
