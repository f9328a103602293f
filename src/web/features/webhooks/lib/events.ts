import type { TFunction } from 'i18next';
import { testEvent, webhookEvents } from '../../../../shared/webhooks';
import webhooks from '../../../locales/en/webhooks.json';

// The events an endpoint may hear, as the settings page lists and names them. The list is the
// server's (shared/webhooks.ts); an event this build has no words for is shown by its name alone.

type EventKey = keyof typeof webhooks.events;
type GroupKey = keyof typeof webhooks.eventGroups;

/** `link.created` -> `link_created`: the catalogue's key (a dot would nest it). */
const keyOf = (event: string) => event.replaceAll('.', '_');

function isEventKey(key: string): key is EventKey {
  return key in webhooks.events;
}

function isGroupKey(key: string): key is GroupKey {
  return key in webhooks.eventGroups;
}

/** What an event says happened, in the reader's language; null for one this build does not know. */
export function eventDescription(event: string, t: TFunction): string | null {
  const key = keyOf(event);
  return isEventKey(key) ? t(`webhooks.events.${key}`) : null;
}

/** The part of an event's name before its dot: what it is about (`link`, `domain`). */
const groupOf = (event: string) => event.split('.')[0] ?? event;

/** The events an endpoint may want, grouped by what they are about, in the server's order. */
export function eventGroups(
  t: TFunction,
  events: readonly string[] = webhookEvents,
): { group: string; label: string; events: string[] }[] {
  const groups: { group: string; label: string; events: string[] }[] = [];
  for (const event of events) {
    const group = groupOf(event);
    const found = groups.find((entry) => entry.group === group);
    if (found) found.events.push(event);
    else
      groups.push({
        group,
        label: isGroupKey(group) ? t(`webhooks.eventGroups.${group}`) : group,
        events: [event],
      });
  }
  return groups;
}

/** The events the log may be filtered by: every one an endpoint may want, and the test event. */
export const loggedEvents: readonly string[] = [...webhookEvents, testEvent];

/** The chosen events in the server's order, whatever order they were ticked in. */
export function inServerOrder(chosen: readonly string[]): string[] {
  return webhookEvents.filter((event) => chosen.includes(event));
}
