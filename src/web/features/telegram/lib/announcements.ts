import type { Announcement } from '../../../../shared/telegram';

/** Whether any announcement in the list is still being delivered (the list then polls). */
export function anySending(items: readonly Announcement[] | undefined): boolean {
  return items?.some((item) => item.state === 'sending') ?? false;
}

/** How far the in-app delivery has come, 0–100; an announcement to nobody is complete once done. */
export function inAppPercent(item: Pick<Announcement, 'recipients' | 'delivered_in_app' | 'state'>): number {
  if (item.recipients <= 0) return item.state === 'done' ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((item.delivered_in_app / item.recipients) * 100)));
}
