import { describe, expect, it } from 'vitest';
import type { TelegramState } from '../../../../shared/telegram';
import { anySending, inAppPercent } from './announcements';
import { connectedSince, isWaiting, msLeft } from './connect-wait';
import { decodeEntities, parseTelegramHtml, telegramText } from './telegram-html';

describe('parseTelegramHtml', () => {
  it('keeps b, i, code and links, and decodes the text between them', () => {
    expect(
      parseTelegramHtml('<b>Maintenance</b> at <i>02:00</i>: run <code>a &lt; b &amp;&amp; c</code>'),
    ).toEqual([
      { kind: 'b', children: [{ kind: 'text', text: 'Maintenance' }] },
      { kind: 'text', text: ' at ' },
      { kind: 'i', children: [{ kind: 'text', text: '02:00' }] },
      { kind: 'text', text: ': run ' },
      { kind: 'code', children: [{ kind: 'text', text: 'a < b && c' }] },
    ]);
  });

  it('nests tags and keeps web and Telegram links', () => {
    expect(parseTelegramHtml('<b>See <a href="https://example.com/?a=1&amp;b=2">this</a></b>')).toEqual([
      {
        kind: 'b',
        children: [
          { kind: 'text', text: 'See ' },
          { kind: 'a', href: 'https://example.com/?a=1&b=2', children: [{ kind: 'text', text: 'this' }] },
        ],
      },
    ]);
    expect(parseTelegramHtml('<a href="tg://resolve?domain=ringkas_bot">bot</a>')[0]).toMatchObject({
      href: 'tg://resolve?domain=ringkas_bot',
    });
  });

  it('drops a link that would run script or lead nowhere Telegram opens, keeping its words', () => {
    const nodes = parseTelegramHtml('<a href="javascript:alert(1)">click</a> <a>bare</a>');
    expect(nodes).toEqual([
      { kind: 'a', href: null, children: [{ kind: 'text', text: 'click' }] },
      { kind: 'text', text: ' ' },
      { kind: 'a', href: null, children: [{ kind: 'text', text: 'bare' }] },
    ]);
  });

  it('shows any other tag, and a stray closing tag, as text', () => {
    const html = '<img src=x onerror=alert(1)><script>x</script></b><b href="x">y';
    expect(telegramText(parseTelegramHtml(html))).toBe(html);
    expect(parseTelegramHtml(html).every((node) => node.kind === 'text')).toBe(true);
  });

  it('closes what is left open at the end, and a closing tag closes the tags opened inside it', () => {
    expect(parseTelegramHtml('<b>bold <i>both</b> after')).toEqual([
      {
        kind: 'b',
        children: [
          { kind: 'text', text: 'bold ' },
          { kind: 'i', children: [{ kind: 'text', text: 'both' }] },
        ],
      },
      { kind: 'text', text: ' after' },
    ]);
    expect(parseTelegramHtml('<code>open')).toEqual([
      { kind: 'code', children: [{ kind: 'text', text: 'open' }] },
    ]);
  });

  it('reads tags in any case', () => {
    expect(parseTelegramHtml('<B>x</B>')).toEqual([{ kind: 'b', children: [{ kind: 'text', text: 'x' }] }]);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&lt;b&gt;', '<b>'],
    ['&quot;q&quot; &#39;s&#39;', '"q" \'s\''],
    ['&#x1F600;', '😀'],
    ['&nbsp; &unknown; & alone', '&nbsp; &unknown; & alone'],
    ['&#0; &#xFFFFFFF;', '&#0; &#xFFFFFFF;'],
  ])('%s reads %s', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
});

describe('announcements', () => {
  const item = { recipients: 10, delivered_in_app: 5, state: 'sending' as const };

  it('works out the in-app progress in whole percent, within 0–100', () => {
    expect(inAppPercent(item)).toBe(50);
    expect(inAppPercent({ ...item, delivered_in_app: 1, recipients: 3 })).toBe(33);
    expect(inAppPercent({ ...item, delivered_in_app: 12 })).toBe(100);
    expect(inAppPercent({ ...item, recipients: 0, delivered_in_app: 0 })).toBe(0);
    expect(inAppPercent({ recipients: 0, delivered_in_app: 0, state: 'done' })).toBe(100);
  });

  it('says whether any is still sending', () => {
    expect(anySending(undefined)).toBe(false);
    expect(anySending([])).toBe(false);
    const done = { ...item, id: 'a', title: 'A', body: 'B', audience_plan: null, created_at: '' };
    const telegram = { queued: 0, sent: 0, failed: 0 };
    expect(anySending([{ ...done, state: 'done', telegram }])).toBe(false);
    expect(
      anySending([
        { ...done, state: 'done', telegram },
        { ...done, telegram },
      ]),
    ).toBe(true);
  });
});

describe('connect-wait', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const link = {
    url: 'https://t.me/bot?start=abc',
    group_command: '/link abc',
    expires_at: '2026-11-24T12:15:00.000Z',
  };
  const state = (overrides: Partial<TelegramState> = {}): TelegramState =>
    ({
      bot_available: true,
      bot_username: 'bot',
      private_chat: null,
      group_chat: null,
      events: {},
      ...overrides,
    }) as TelegramState;

  it('counts down to the expiry, never below 0', () => {
    expect(msLeft(link, now)).toBe(15 * 60_000);
    expect(msLeft(link, now + 20 * 60_000)).toBe(0);
    expect(msLeft({ expires_at: 'soon' }, now)).toBe(0);
  });

  it('waits while a valid link is out and its chat has not come', () => {
    expect(isWaiting({}, state(), now)).toBe(false);
    expect(isWaiting({ private: link }, undefined, now)).toBe(false);
    expect(isWaiting({ private: link }, state(), now)).toBe(true);
    expect(isWaiting({ private: link }, state({ private_chat: { id: '42' } }), now)).toBe(false);
    expect(isWaiting({ private: link }, state(), now + 15 * 60_000)).toBe(false);
    // A group link waits for the group, whatever the private chat does.
    expect(isWaiting({ group: link }, state({ private_chat: { id: '42' } }), now)).toBe(true);
  });

  it('names the links whose chat has come', () => {
    const both = { private: link, group: link };
    expect(connectedSince(both, state({ group_chat: { id: '-100', connected_by_you: true } }))).toEqual([
      'group',
    ]);
    expect(connectedSince(both, undefined)).toEqual([]);
  });
});
