import { formatRupiah } from '../../../shared/money';
import { inLanguage, type PlanText } from '../../../shared/plans';
import { formatDate, type Language, type Reader } from '../../platform/text/i18n';

// What billing tells a buyer, in English and Indonesian (their account's language): the
// notifications of a payment, a rejected transfer, a plan's end and an admin's change of plan, and
// the receipt email. Plans
// are named by their display name, dates written in the reader's language and time zone.

export interface NoticeText {
  title: string;
  body: string;
}

export interface ReceiptFacts {
  brand: string;
  invoiceNumber: string | null;
  orderId: string;
  plan: string;
  days: number;
  amount: number;
  /** When it was paid, and when the plan ends: written for the reader (billingTexts' date). */
  paid: string;
  until: string;
  receiptsUrl: string;
}

interface BillingTexts {
  /** The line Midtrans's payment page shows for the plan. */
  itemName(brand: string, plan: string, days: number): string;
  paymentReceived(plan: string, amount: number, orderId: string, until: string): NoticeText;
  paymentRejected(plan: string, reason: string, orderId: string): NoticeText;
  planExpiring(plan: string, day: string): NoticeText;
  planExpired(plan: string): NoticeText;
  /** An admin put the account on a plan (until: its end, written for the reader; null: none). */
  planSet(plan: string, until: string | null): NoticeText;
  /** An admin moved the end of the account's plan. */
  planExtended(plan: string, until: string): NoticeText;
  /** The same notice by email, with the way to the account's plan. */
  planChangeMail(brand: string, notice: NoticeText, url: string): { subject: string; text: string };
  receipt(facts: ReceiptFacts): { subject: string; text: string };
}

const texts: Record<Language, BillingTexts> = {
  en: {
    itemName: (brand, plan, days) => `${brand} ${plan}, ${days} days`,
    paymentReceived: (plan, amount, orderId, until) => ({
      title: `Payment received: ${plan} is active`,
      body: `${formatRupiah(amount, 'en')} for ${plan} (${orderId}). Your plan runs until ${until}.`,
    }),
    paymentRejected: (plan, reason, orderId) => ({
      title: `Your transfer for ${plan} was not accepted`,
      body: `${reason} (order ${orderId}). Contact support if you did pay.`,
    }),
    planExpiring: (plan, day) => ({
      title: `Your ${plan} plan ends on ${day}`,
      body: 'Renew it to keep cloaking rules, rotators, checks and your link limit.',
    }),
    planExpired: (plan) => ({
      title: `Your ${plan} plan has ended`,
      body: 'Your links keep working. Paid features are off until you choose a plan again.',
    }),
    planSet: (plan, until) => ({
      title: `Your plan is now ${plan}`,
      body:
        until === null
          ? `An administrator put your account on ${plan}, with no end date.`
          : `An administrator put your account on ${plan}, running until ${until}.`,
    }),
    planExtended: (plan, until) => ({
      title: `Your ${plan} plan now runs until ${until}`,
      body: `An administrator extended your plan.`,
    }),
    planChangeMail: (brand, notice, url) => ({
      subject: `${brand}: ${notice.title}`,
      text: [notice.title, '', notice.body, '', `Your plan: ${url}`].join('\n'),
    }),
    receipt: (facts) => ({
      subject: `${facts.brand} receipt ${facts.invoiceNumber}`,
      text: [
        `Thank you for your payment.`,
        ``,
        `Invoice: ${facts.invoiceNumber}`,
        `Order: ${facts.orderId}`,
        `Plan: ${facts.plan} (${facts.days} days)`,
        `Amount: ${formatRupiah(facts.amount, 'en')}`,
        `Paid: ${facts.paid}`,
        `Your plan runs until ${facts.until}.`,
        ``,
        `Receipts: ${facts.receiptsUrl}`,
      ].join('\n'),
    }),
  },
  id: {
    itemName: (brand, plan, days) => `${brand} ${plan}, ${days} hari`,
    paymentReceived: (plan, amount, orderId, until) => ({
      title: `Pembayaran diterima: paket ${plan} aktif`,
      body: `${formatRupiah(amount, 'id')} untuk paket ${plan} (${orderId}). Paket Anda berlaku hingga ${until}.`,
    }),
    paymentRejected: (plan, reason, orderId) => ({
      title: `Transfer Anda untuk paket ${plan} tidak diterima`,
      body: `${reason} (pesanan ${orderId}). Hubungi dukungan jika Anda sudah membayar.`,
    }),
    planExpiring: (plan, day) => ({
      title: `Paket ${plan} Anda berakhir pada ${day}`,
      body: 'Perpanjang paket Anda agar tetap bisa memakai aturan cloaking, rotator, pemeriksaan domain, dan batas tautan Anda.',
    }),
    planExpired: (plan) => ({
      title: `Paket ${plan} Anda telah berakhir`,
      body: 'Tautan Anda tetap berfungsi. Fitur berbayar nonaktif sampai Anda memilih paket lagi.',
    }),
    planSet: (plan, until) => ({
      title: `Paket Anda sekarang ${plan}`,
      body:
        until === null
          ? `Administrator memindahkan akun Anda ke paket ${plan}, tanpa tanggal berakhir.`
          : `Administrator memindahkan akun Anda ke paket ${plan}, berlaku hingga ${until}.`,
    }),
    planExtended: (plan, until) => ({
      title: `Paket ${plan} Anda kini berlaku hingga ${until}`,
      body: 'Administrator memperpanjang paket Anda.',
    }),
    planChangeMail: (brand, notice, url) => ({
      subject: `${brand}: ${notice.title}`,
      text: [notice.title, '', notice.body, '', `Paket Anda: ${url}`].join('\n'),
    }),
    receipt: (facts) => ({
      subject: `Bukti pembayaran ${facts.brand} ${facts.invoiceNumber}`,
      text: [
        `Terima kasih atas pembayaran Anda.`,
        ``,
        `Faktur: ${facts.invoiceNumber}`,
        `Pesanan: ${facts.orderId}`,
        `Paket: ${facts.plan} (${facts.days} hari)`,
        `Jumlah: ${formatRupiah(facts.amount, 'id')}`,
        `Dibayar: ${facts.paid}`,
        `Paket Anda berlaku hingga ${facts.until}.`,
        ``,
        `Bukti pembayaran: ${facts.receiptsUrl}`,
      ].join('\n'),
    }),
  },
};

/**
 * The texts in the reader's language, with a date writer in their language and time zone, and a
 * plan's display name in their language.
 */
export function billingTexts(reader: Reader) {
  const date = (value: Date | null, withTime = false) =>
    value ? formatDate(value, reader.language, reader.timeZone, withTime ? 'dateTime' : 'date') : '—';
  const name = (plan: PlanText) => inLanguage(plan, reader.language);
  return { ...texts[reader.language], date, name };
}
