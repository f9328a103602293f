import { Megaphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../shared/telegram';
import { QueryView } from '../../../components/feedback/query-view';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useAnnouncements } from '../api/list-announcements';
import { inAppPercent } from '../lib/announcements';
import { planLabel, type AudiencePlan } from '../lib/plan-label';
import { OnOffBadge } from './chat-badge';
import { formatDateTime } from '../../../lib/format';

/** The latest announcements with their delivery; the list asks again every 2 s while one is sending. */
export function AnnouncementList({ plans }: { plans: readonly AudiencePlan[] }) {
  const { t } = useTranslation();
  const ids = useId();
  const list = useAnnouncements();

  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3">
      <h3 id={`${ids}-title`} className="font-semibold">
        {t('telegram.announcements.recent')}
      </h3>
      <QueryView
        query={list}
        failed={t('telegram.announcements.loadFailed')}
        loading={
          <LoadingStatus label={t('telegram.announcements.loading')} className="grid gap-2">
            <SkeletonBars barClassName={['h-16 w-full', 'h-16 w-full']} />
          </LoadingStatus>
        }
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
              <Megaphone className="size-4 shrink-0" aria-hidden="true" />
              {t('telegram.announcements.empty')}
            </p>
          ) : (
            <ul
              aria-label={t('telegram.announcements.recent')}
              className="divide-y divide-border rounded-lg border border-border"
            >
              {items.map((item) => (
                <AnnouncementItem key={item.id} item={item} plans={plans} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function AnnouncementItem({ item, plans }: { item: Announcement; plans: readonly AudiencePlan[] }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = inAppPercent(item);
  const sending = item.state === 'sending';

  return (
    <li aria-labelledby={`${id}-title`} className="grid gap-2 p-3 sm:px-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h4 id={`${id}-title`} className="min-w-0 font-medium break-words">
          {item.title}
        </h4>
        <OnOffBadge
          on={!sending}
          text={sending ? t('telegram.announcements.stateSending') : t('telegram.announcements.stateDone')}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {item.audience_plan === null
          ? t('telegram.announcements.toEveryone')
          : t('telegram.announcements.toPlan', { plan: planLabel(item.audience_plan, plans) })}
        {' · '}
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
      </p>
      <div className="grid gap-1">
        <div className="flex justify-between gap-2 text-xs">
          <span id={`${id}-progress`}>{t('telegram.announcements.inApp')}</span>
          <span className="tabular-nums">
            {t('telegram.announcements.delivered', { done: item.delivered_in_app, total: item.recipients })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress ${id}-title`}
          aria-valuemin={0}
          aria-valuemax={item.recipients}
          aria-valuenow={Math.min(item.delivered_in_app, item.recipients)}
          aria-valuetext={t('telegram.announcements.delivered', {
            done: item.delivered_in_app,
            total: item.recipients,
          })}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {t('telegram.announcements.telegram', {
          sent: item.telegram.sent,
          failed: item.telegram.failed,
          queued: item.telegram.queued,
        })}
      </p>
    </li>
  );
}
