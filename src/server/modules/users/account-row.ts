import { basicPlanName } from '../../../shared/plans';
import { notFound } from '../../platform/http/app-error';
import type { BillingApi } from '../billing';
import type { AccountRow, Profiles } from '../profiles';

/** The account with its personal workspace's subscription (the same id); 404 when there is none. */
export async function accountRow(
  deps: {
    profiles: Pick<Profiles, 'findById'>;
    billing: { subscriptions: Pick<BillingApi['subscriptions'], 'subscriptionOf'> };
  },
  id: string,
): Promise<AccountRow> {
  const [profile, subscription] = await Promise.all([
    deps.profiles.findById(id),
    deps.billing.subscriptions.subscriptionOf(id),
  ]);
  if (!profile) throw notFound('User');
  return {
    ...profile,
    subscriptionPlan: subscription?.plan ?? basicPlanName,
    subscriptionExpires: subscription?.expires ?? null,
  };
}
