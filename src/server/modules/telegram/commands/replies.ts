import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import type { CheckState } from '../../../../shared/checks';
import { formatDate, type TextValues } from '../../../platform/text/i18n';
import type { BotLanguage } from '../bot-texts';
import { escapeHtml } from '../message-html';
import { telegramText } from '../texts-id';
import { pressData } from './callback-data';

// What the commands answer, in the reader's language, as Telegram HTML: every value that came
// from a person (codes, titles, URLs, host names, the brand) is escaped; the templates are ours.
// Pure: the commands gather the figures, these write them.

export interface Reply {
  text: string;
  keyboard?: InlineKeyboardMarkup;
}

/** Links a page of /links shows: short enough that ten fit a phone's screen. */
export const linksPerPage = 10;
/** How long a /disable or /enable button works. */
export const confirmationMinutes = 10;
/** A title or destination is cut to this many characters in a list. */
const cutAt = 60;
/** Domains /domains lists; the rest are counted (a message holds 4096 characters). */
export const domainsShown = 40;

export interface LinkLine {
  /** The whole short link (https://go.example.com/abc). */
  link: string;
  title: string | null;
  destination: string;
  clicks: number;
  state: 'active' | 'disabled' | 'expired';
}

export interface DomainLine {
  /** As people write it (Unicode). */
  hostname: string;
  /** null: not checked yet; undefined: not watched on Check Domains. */
  state: CheckState | null | undefined;
  checkedAt: Date | null;
}

/** The language's own texts: `say('Template {x}', { x })`, values escaped for Telegram HTML. */
function sayer(language: BotLanguage) {
  return (template: string, values: TextValues = {}) =>
    telegramText.say(
      language,
      template,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? escapeHtml(value) : value,
        ]),
      ),
    );
}

const numberFormat = (language: BotLanguage) => new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US');

/** A short link as people read it: without its scheme. */
export const shortLinkText = (link: string) => link.replace(/^https?:\/\//i, '');

function cut(text: string): string {
  const characters = [...text];
  return characters.length <= cutAt ? text : `${characters.slice(0, cutAt - 1).join('')}…`;
}

export function linksPageReply(
  language: BotLanguage,
  brand: string,
  page: { items: LinkLine[]; page: number; pages: number; total: number },
): Reply {
  const say = sayer(language);
  const count = numberFormat(language);
  if (page.total === 0)
    return { text: say('This workspace has no links yet. Create one in {brand}.', { brand }) };
  const first = (page.page - 1) * linksPerPage;
  const lines = page.items.map((item, index) => {
    const state =
      item.state === 'disabled' ? say(' (disabled)') : item.state === 'expired' ? say(' (expired)') : '';
    const clicks =
      item.clicks === 1 ? say('1 click') : say('{count} clicks', { count: count.format(item.clicks) });
    const about = escapeHtml(cut(item.title ?? item.destination));
    return `${first + index + 1}. <b>${escapeHtml(shortLinkText(item.link))}</b>${state}\n${about} · ${clicks}`;
  });
  const head = say('<b>Links</b>, newest first (page {page} of {pages}, {total} in all)', {
    page: page.page,
    pages: page.pages,
    total: count.format(page.total),
  });
  const buttons: InlineKeyboardButton[] = [];
  if (page.page > 1)
    buttons.push({
      text: say('« Previous'),
      callback_data: pressData({ kind: 'links', page: page.page - 1 }),
    });
  if (page.page < page.pages)
    buttons.push({ text: say('Next »'), callback_data: pressData({ kind: 'links', page: page.page + 1 }) });
  return {
    text: `${head}\n\n${lines.join('\n\n')}`,
    ...(buttons.length > 0 ? { keyboard: { inline_keyboard: [buttons] } } : {}),
  };
}

export function statsReply(
  language: BotLanguage,
  figures: { link: string; today: number; last7: number; last30: number; allTime: number; timezone: string },
): Reply {
  const say = sayer(language);
  const count = numberFormat(language);
  return {
    text: [
      say('<b>{link}</b>: clicks', { link: shortLinkText(figures.link) }),
      say('Today: {count}', { count: count.format(figures.today) }),
      say('Last 7 days: {count}', { count: count.format(figures.last7) }),
      say('Last 30 days: {count}', { count: count.format(figures.last30) }),
      say('All time: {count}', { count: count.format(figures.allTime) }),
      '',
      say('Days are counted in {zone} time; bots are not counted.', { zone: figures.timezone }),
    ].join('\n'),
  };
}

const stateMarks: Record<CheckState, string> = {
  up: '✅',
  down: '🔴',
  blocked: '⛔',
  expiring: '⚠️',
  unknown: '❔',
};

function stateWords(say: ReturnType<typeof sayer>, state: DomainLine['state']): string {
  switch (state) {
    case 'up':
      return say('up');
    case 'down':
      return say('down');
    case 'blocked':
      return say('blocked');
    case 'expiring':
      return say('certificate expiring');
    case 'unknown':
      return say('unknown');
    case null:
      return say('not checked yet');
    case undefined:
      return say('not watched on Check Domains');
  }
}

export function domainsReply(
  language: BotLanguage,
  brand: string,
  domains: DomainLine[],
  timezone: string,
): Reply {
  const say = sayer(language);
  if (domains.length === 0) {
    return {
      text: say('This workspace has no domains yet. Add them on Check Domains in {brand}.', { brand }),
    };
  }
  const lines = domains.slice(0, domainsShown).map((domain) => {
    const mark = domain.state ? stateMarks[domain.state] : '▫️';
    const checked = domain.checkedAt
      ? say(' (checked {when})', { when: formatDate(domain.checkedAt, language, timezone, 'dateTime') })
      : '';
    return `${mark} <b>${escapeHtml(domain.hostname)}</b>: ${stateWords(say, domain.state)}${checked}`;
  });
  if (domains.length > domainsShown) {
    lines.push(
      say('And {count} more: see Check Domains in {brand}.', { count: domains.length - domainsShown, brand }),
    );
  }
  return { text: `${say('<b>Domains</b> and their last checks')}\n\n${lines.join('\n')}` };
}

/** The commands, with what each needs of the reader (their words are the catalogue's). */
export function helpReply(language: BotLanguage, brand: string, connected: boolean): Reply {
  const say = sayer(language);
  const lines = [
    say('<b>{brand} bot</b>: what you can ask here', { brand }),
    '',
    say('/links: the newest links, a page at a time'),
    say("/stats &lt;code&gt;: a link's clicks today and in the last 7 and 30 days"),
    say('/domains: your domains and their checks'),
    say('/disable &lt;code&gt; and /enable &lt;code&gt;: turn a link off or on, after you confirm'),
    say('/stop: disconnect this chat'),
    say('/help: this list'),
    '',
    connected
      ? say(
          'A code may be written with its domain (go.example.com/abc). In a group, only members of its workspace can ask; disabling and enabling needs the member role or above.',
        )
      : say(
          'This chat is not connected yet. Open Bot Notifications in {brand} and choose "Connect Telegram".',
          {
            brand,
          },
        ),
  ];
  return { text: lines.join('\n') };
}

export function confirmReply(
  language: BotLanguage,
  action: 'disable' | 'enable',
  link: string,
  confirmationId: string,
): Reply {
  const say = sayer(language);
  const shown = shortLinkText(link);
  const question =
    action === 'disable'
      ? say('Disable <b>{link}</b>? Visitors will get "not found" until it is enabled again.', {
          link: shown,
        })
      : say('Enable <b>{link}</b>? It will send visitors on again.', { link: shown });
  const note = say('Only you can press the button, within {minutes} minutes.', {
    minutes: confirmationMinutes,
  });
  return {
    text: `${question}\n\n${note}`,
    keyboard: {
      inline_keyboard: [
        [
          {
            text: action === 'disable' ? say('Disable') : say('Enable'),
            callback_data: pressData({ kind: 'confirm', id: confirmationId }),
          },
          { text: say('Cancel'), callback_data: pressData({ kind: 'cancel', id: confirmationId }) },
        ],
      ],
    },
  };
}

/** What a link's state is now, said after a command or a confirmation. */
export function linkStateReply(
  language: BotLanguage,
  outcome: 'disabled' | 'enabled' | 'already_disabled' | 'already_enabled' | 'cancelled',
  link: string,
): Reply {
  const say = sayer(language);
  const values = { link: shortLinkText(link) };
  switch (outcome) {
    case 'disabled':
      return { text: say('<b>{link}</b> is disabled: visitors now get "not found".', values) };
    case 'enabled':
      return { text: say('<b>{link}</b> is enabled: it sends visitors on again.', values) };
    case 'already_disabled':
      return { text: say('<b>{link}</b> is already disabled. Nothing changed.', values) };
    case 'already_enabled':
      return { text: say('<b>{link}</b> is already enabled. Nothing changed.', values) };
    case 'cancelled':
      return { text: say('Cancelled. <b>{link}</b> stays as it was.', values) };
  }
}
