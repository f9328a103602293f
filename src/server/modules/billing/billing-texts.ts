import { formatRupiah } from '../../../shared/money';
import { inLanguage, type PlanText } from '../../../shared/plans';
import { formatDate, type Language, type Reader, type TextValues } from '../../platform/text/i18n';
import { billingText } from './texts-id';

// What billing tells a buyer in their account's language: the notifications of a payment, a
// rejected transfer, a plan's end and an admin's change of plan, and the receipt email. Plans are
// named by their display name, amounts and dates written in the reader's language and time zone.

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

/** The texts in one language: each made from its English template (billing's catalogue has the Indonesian). */
function textsIn(language: Language) {
  const say = (template: string, values?: TextValues) => billingText.say(language, template, values);
  const money = (amount: number) => formatRupiah(amount, language);
  return {
    /** The line Midtrans's payment page shows for the plan. */
    itemName: (brand: string, plan: string, days: number) =>
      say('{brand} {plan}, {days} days', { brand, plan, days }),
    paymentReceived: (plan: string, amount: number, orderId: string, until: string): NoticeText => ({
      title: say('Payment received: {plan} is active', { plan }),
      body: say('{amount} for {plan} ({orderId}). Your plan runs until {until}.', {
        amount: money(amount),
        plan,
        orderId,
        until,
      }),
    }),
    paymentRejected: (plan: string, reason: string, orderId: string): NoticeText => ({
      title: say('Your transfer for {plan} was not accepted', { plan }),
      body: say('{reason} (order {orderId}). Contact support if you did pay.', { reason, orderId }),
    }),
    planExpiring: (plan: string, day: string): NoticeText => ({
      title: say('Your {plan} plan ends on {day}', { plan, day }),
      body: say('Renew it to keep cloaking rules, rotators, checks and your link limit.'),
    }),
    planExpired: (plan: string): NoticeText => ({
      title: say('Your {plan} plan has ended', { plan }),
      body: say('Your links keep working. Paid features are off until you choose a plan again.'),
    }),
    /** An admin put the account on a plan (until: its end, written for the reader; null: none). */
    planSet: (plan: string, until: string | null): NoticeText => ({
      title: say('Your plan is now {plan}', { plan }),
      body:
        until === null
          ? say('An administrator put your account on {plan}, with no end date.', { plan })
          : say('An administrator put your account on {plan}, running until {until}.', { plan, until }),
    }),
    /** An admin moved the end of the account's plan. */
    planExtended: (plan: string, until: string): NoticeText => ({
      title: say('Your {plan} plan now runs until {until}', { plan, until }),
      body: say('An administrator extended your plan.'),
    }),
    /** The same notice by email, with the way to the account's plan. */
    planChangeMail: (brand: string, notice: NoticeText, url: string) => ({
      subject: `${brand}: ${notice.title}`,
      text: [notice.title, '', notice.body, '', say('Your plan: {url}', { url })].join('\n'),
    }),
    receipt: (facts: ReceiptFacts) => ({
      subject: say('{brand} receipt {invoice}', { brand: facts.brand, invoice: facts.invoiceNumber ?? '' }),
      text: [
        say('Thank you for your payment.'),
        '',
        say('Invoice: {invoice}', { invoice: facts.invoiceNumber ?? '' }),
        say('Order: {orderId}', { orderId: facts.orderId }),
        say('Plan: {plan} ({days} days)', { plan: facts.plan, days: facts.days }),
        say('Amount: {amount}', { amount: money(facts.amount) }),
        say('Paid: {paid}', { paid: facts.paid }),
        say('Your plan runs until {until}.', { until: facts.until }),
        '',
        say('Receipts: {url}', { url: facts.receiptsUrl }),
      ].join('\n'),
    }),
  };
}

/**
 * The texts in the reader's language, with a date writer in their language and time zone, and a
 * plan's display name in their language.
 */
export function billingTexts(reader: Reader) {
  const date = (value: Date | null, withTime = false) =>
    value ? formatDate(value, reader.language, reader.timeZone, withTime ? 'dateTime' : 'date') : '—';
  const name = (plan: PlanText) => inLanguage(plan, reader.language);
  return { ...textsIn(reader.language), date, name };
}
