import type { Language } from './i18n';

// Money as people read it: whole rupiah, written the one way for a reader's language wherever it
// shows (the app, the landing page, emails, notifications and Telegram): "Rp350.000" in
// Indonesian, "Rp350,000" in English. Without zod, so that the landing page's bundle can use it.

const locales: Record<Language, string> = { en: 'en-US', id: 'id-ID' };
const formats = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format;
}

/** Whole rupiah in the reader's language: "Rp350.000" (id), "Rp350,000" (en), "-Rp5.000". */
export function formatRupiah(amount: number, language: Language): string {
  const whole = Math.round(Math.abs(amount));
  // An amount that rounds to nothing has no sign: "Rp0", never "-Rp0".
  const sign = amount < 0 && whole > 0 ? '-' : '';
  return `${sign}Rp${numberFormat(language).format(whole)}`;
}
