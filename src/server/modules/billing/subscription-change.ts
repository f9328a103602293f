// What a paid order does to a subscription (ADR 0016).
//
// - The same plan again: the new days are added after the later of now and the current end, so
//   renewing early loses nothing and renewing late starts today.
// - Another plan: it starts now. The days left of the current plan, if it was paid and is still
//   running, are converted at the ratio of the two plans' prices per day and added, so the money
//   already paid buys the same value on the new plan (upgrading to a plan twice the price per day
//   turns 10 days left into 5). The days left of a free trial are added as they are: buying during
//   the trial loses none of it (the checkout says so). Basic, or a plan no longer known, gives none.

export interface CurrentSubscription {
  plan: string;
  expires: Date | null;
  /** The current plan's terms (price 0: the free trial), or null when it is no longer known or basic. */
  terms: { price: number; duration: number } | null;
}

export interface Purchase {
  plan: string;
  price: number;
  duration: number;
}

const dayMs = 86_400_000;

export function afterPurchase(
  current: CurrentSubscription,
  purchase: Purchase,
  now: Date,
): { plan: string; expires: Date } {
  const running = current.expires !== null && current.expires.getTime() > now.getTime();
  const bought = purchase.duration * dayMs;
  if (current.plan === purchase.plan) {
    const from = running ? current.expires!.getTime() : now.getTime();
    return { plan: purchase.plan, expires: new Date(from + bought) };
  }
  let credit = 0;
  if (running && current.terms && current.terms.price === 0) {
    // Whole seconds, as below.
    credit = Math.floor((current.expires!.getTime() - now.getTime()) / 1000) * 1000;
  } else if (running && current.terms && current.terms.price > 0 && purchase.price > 0) {
    const leftMs = current.expires!.getTime() - now.getTime();
    const oldPerDay = current.terms.price / current.terms.duration;
    const newPerDay = purchase.price / purchase.duration;
    // Whole seconds: the end is shown to the second, and rounding down never gives away value.
    credit = Math.floor((leftMs * (oldPerDay / newPerDay)) / 1000) * 1000;
  }
  return { plan: purchase.plan, expires: new Date(now.getTime() + bought + credit) };
}
