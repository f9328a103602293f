import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { eventDescription, eventGroups, inServerOrder } from './events';

const t = i18n.t.bind(i18n);

describe('the events an endpoint may want', () => {
  it('are grouped by what they are about, in the order given, an unknown group by its own name', () => {
    expect(eventGroups(t, ['link.created', 'payment.paid', 'link.deleted', 'robot.waved'])).toEqual([
      { group: 'link', label: 'Links', events: ['link.created', 'link.deleted'] },
      { group: 'payment', label: 'Payments', events: ['payment.paid'] },
      { group: 'robot', label: 'robot', events: ['robot.waved'] },
    ]);
  });

  it('say what happened, or nothing for an event this build has no words for', () => {
    expect(eventDescription('link.created', t)).toBe('A short link was created or duplicated.');
    expect(eventDescription('webhook.test', t)).toBe('A test event, sent with Send test event.');
    expect(eventDescription('robot.waved', t)).toBeNull();
  });

  it('are sent in the server’s order, whatever order they were ticked in', () => {
    expect(inServerOrder(['link.deleted', 'link.created'])).toEqual(['link.created', 'link.deleted']);
  });
});
