import type { FastifyBaseLogger } from 'fastify';
import type { Link } from '../../../../shared/links';
import type { WatchedHost } from '../../../../shared/targeting';
import type { Actor } from '../../../platform/http/principal';
import type { AuditLog } from '../../admin';
import type { ReportsService } from '../../analytics';
import type { LinksService } from '../../links';
import type { Bot } from '../bot-parts';
import type { BotLanguage } from '../bot-texts';
import { classifyFailure } from '../telegram-api';
import type { ChatActor } from './chat-actor';
import { commandText } from './command-texts';
import type { ConfirmationsRepo } from './confirmations.repo';
import { parseLinkRef } from './link-ref';
import { shortLinkText, type LinkLine, type Reply } from './replies';

// What the commands share: their dependencies (other modules' services, through the telegram
// module's needs), the bot's three ways of talking (a message, an edit, a press's answer), and
// the link a command names.

export interface CommandsDeps {
  chatActor: ChatActor;
  confirmations: ConfirmationsRepo;
  /** The links service: the same reads and edits as the app's (cache, events, rules). */
  links: Pick<LinksService, 'list' | 'get' | 'update' | 'withCode'>;
  linkClicks: ReportsService['linkClicks'];
  /** The workspace's watched domains with their held check state (checks). */
  watchedHosts(workspaceId: string): Promise<WatchedHost[]>;
  /** The workspace's own (custom) domains that links may use. */
  customDomainsOf(workspaceId: string): Promise<string[]>;
  audit: Pick<AuditLog, 'record'>;
  brandName(): Promise<string>;
  logger: FastifyBaseLogger;
  now: () => Date;
}

/** The bot talking in chats; a failure is logged, never thrown (the update is handled anyway). */
export function talk(bot: Bot, logger: FastifyBaseLogger) {
  const markup = (reply: Reply) => ({
    parse_mode: 'HTML' as const,
    link_preview_options: { is_disabled: true },
    ...(reply.keyboard ? { reply_markup: reply.keyboard } : {}),
  });
  const failed = (what: string, chat: number | string) => (error: unknown) => {
    const failure = classifyFailure(error);
    // Paging to the page already shown changes nothing: not worth a warning.
    if (/message is not modified/.test(failure.description)) return;
    logger.warn({ chat, reason: failure.description }, `telegram ${what} failed`);
  };
  return {
    async send(chatId: number, reply: Reply): Promise<void> {
      await bot.api.sendMessage(chatId, reply.text, markup(reply)).catch(failed('reply', chatId));
    },
    /** Rewrites a message of the bot; without a keyboard in `reply`, its buttons go. */
    async edit(chatId: number, messageId: number, reply: Reply): Promise<void> {
      await bot.api
        .editMessageText(chatId, messageId, reply.text, markup(reply))
        .catch(failed('edit', chatId));
    },
    /**
     * Every press is answered (Telegram's app waits for it); a refusal shows as an alert, cut to
     * the 200 characters Telegram takes.
     */
    async answer(queryId: string, text?: string, alert = false): Promise<void> {
      const characters = [...(text ?? '')];
      const shown = characters.length > 200 ? `${characters.slice(0, 199).join('')}…` : text;
      await bot.api
        .answerCallbackQuery(queryId, shown ? { text: shown, show_alert: alert } : {})
        .catch(failed('press answer', queryId));
    },
  };
}

export type Talk = ReturnType<typeof talk>;

/** A link as /links lists it. */
export function linkLine(link: Link): LinkLine {
  return {
    link: link.link,
    title: link.title,
    destination: link.destination_url,
    clicks: link.click_count,
    state: link.expired ? 'expired' : link.is_active ? 'active' : 'disabled',
  };
}

/**
 * The one link of the actor's workspace that a command's argument names, or what to reply
 * instead: how to write it, that there is none, or which ones share the code.
 */
export async function findLink(
  deps: Pick<CommandsDeps, 'links'>,
  actor: Actor,
  language: BotLanguage,
  command: string,
  argument: string,
): Promise<Link | Reply> {
  const ref = parseLinkRef(argument);
  if (!ref) return { text: commandText(language, 'needs_code', { example: `/${command} abc` }) };
  const found = await deps.links.withCode(actor, ref.code, ref.domain ?? undefined);
  const [link, ...others] = found;
  if (!link) {
    const named = ref.domain ? `${ref.domain}/${ref.code}` : ref.code;
    return { text: commandText(language, 'no_such_link', { link: named }) };
  }
  if (others.length === 0) return link;
  return {
    text: commandText(language, 'several_links', {
      code: ref.code,
      links: found.map((each) => shortLinkText(each.link)).join(', '),
      example: `/${command} ${shortLinkText(link.link)}`,
    }),
  };
}
