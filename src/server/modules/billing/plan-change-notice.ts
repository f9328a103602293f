import type { FastifyBaseLogger } from 'fastify';
import type { PlanText } from '../../../shared/plans';
import type { Mailer } from '../../platform/net/mailer';
import type { NotifyMessage } from '../notifications';
import { billingTexts } from './billing-texts';
import type { OrdersDeps } from './orders.service';

// An admin changed an account's plan (/admin/users): the account is told as a payment tells it,
// in the app (and on Telegram where that event is on, through notify's channels) and by email, in
// its own language, naming the plan by its display name. Told after the change is saved; a notice
// that cannot be sent is logged and never undoes the change.

export interface PlanChangeNoticeDeps {
  planName(plan: string): Promise<PlanText>;
  profile: OrdersDeps['users']['profile'];
  notify(userId: string, message: NotifyMessage): Promise<unknown>;
  mailer: Mailer;
  brandName(): Promise<string>;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

export interface PlanChange {
  /** `set`: put on a plan (or basic); `extended`: the same plan's end moved. */
  kind: 'set' | 'extended';
  plan: string;
  expires: Date | null;
}

export function createPlanChangeNotice(deps: PlanChangeNoticeDeps) {
  return async function tell(userId: string, change: PlanChange): Promise<void> {
    const plan = await deps.planName(change.plan);
    const notice = (texts: ReturnType<typeof billingTexts>) => {
      const name = texts.name(plan);
      return change.kind === 'extended' && change.expires
        ? texts.planExtended(name, texts.date(change.expires, true))
        : texts.planSet(name, change.expires ? texts.date(change.expires, true) : null);
    };
    await deps
      .notify(userId, (reader) => ({
        type: 'plan_changed',
        ...notice(billingTexts(reader)),
        link: '/dashboard',
      }))
      .catch((error: unknown) =>
        deps.logger.error({ err: error, userId }, 'plan change notification failed'),
      );
    const profile = await deps.profile(userId);
    if (!profile) return;
    const texts = billingTexts(profile);
    await deps.mailer
      .send({
        to: profile.email,
        ...texts.planChangeMail(
          await deps.brandName(),
          notice(texts),
          new URL('/dashboard', deps.publicUrl).href,
        ),
      })
      .catch((error: unknown) => deps.logger.error({ err: error, userId }, 'plan change email failed'));
  };
}
