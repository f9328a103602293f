import { describe, expect, it } from 'vitest';
import { telegramEventOf, telegramEvents, telegramEventTypes } from './telegram';

describe('the Telegram events a user picks', () => {
  it.each([
    ['domain_down', 'domain_down_up'],
    ['payment_received', 'payment_received'],
    ['webhook_failing', 'webhooks_failing'],
    ['webhook_disabled', 'webhooks_failing'],
    ['feedback_reply', null],
  ])('sends a %s notification under %s', (type, event) => {
    expect(telegramEventOf(type)).toBe(event);
  });

  it('gives each notification type to one event at most', () => {
    const types = telegramEvents.flatMap((event) => telegramEventTypes[event]);
    expect(new Set(types).size).toBe(types.length);
  });
});
